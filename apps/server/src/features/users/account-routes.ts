import {
  accountDeletedSchema,
  accountDetailSchema,
  accountMessages,
  accountUpdateSchema,
  apiErrorSchema,
  auditPageQuerySchema,
  auditPageSchema,
  sessionsEndedSchema,
} from '@conecta/contracts';
import * as z from 'zod/mini';
import { findAccountById } from '../../accounts';
import { currentAccount } from '../../auth/guard';
import type { CountCache } from '../../db/counting';
import { HttpError } from '../../http/errors';
import { endAccountStreams } from '../../live';
import type { FeatureApp, FeatureContext } from '../../platform/feature';
import { aboutAccount, readAuditPage } from '../audit';
import { countDevicesOwnedBy, forgetDeviceCounts } from '../devices';
import { changeAccountAccess, deleteAccount, endAccountSessions, uuidPattern } from './admin-actions';
import { toAccountDetail } from './queries';

const idParamsSchema = z.object({ id: z.string().check(z.maxLength(64)) });

/** One account's page (admins only): its data, the admin actions on it and its history. */
export function addAccountRoutes(app: FeatureApp, { db, route }: FeatureContext, counts: CountCache): void {
  app.get(
    '/:id',
    route('admin', {
      schema: {
        summary: 'One account: profile, roles, status and stored user data (admins only)',
        params: idParamsSchema,
        response: { 200: accountDetailSchema, 404: apiErrorSchema },
      },
    }),
    async (request) => {
      const row = await findAccountById(db, request.params.id);
      if (!row) throw new HttpError(404, accountMessages.notFound);
      return toAccountDetail({ ...row, deviceCount: await countDevicesOwnedBy(db, row.id) });
    },
  );

  app.patch(
    '/:id',
    route('admin', {
      schema: {
        summary: 'Change the roles of an account, disable or re-enable it (admins only)',
        params: idParamsSchema,
        body: accountUpdateSchema,
        response: { 200: accountDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    }),
    async (request) => {
      const updated = await changeAccountAccess(db, currentAccount(request), request.params.id, request.body);
      counts.invalidate('accounts');
      // Its tokens are refused from the next request; its open live streams end now, on every process.
      if (updated.status === 'disabled') await endAccountStreams(db, updated.id);
      return toAccountDetail({ ...updated, deviceCount: await countDevicesOwnedBy(db, updated.id) });
    },
  );

  app.delete(
    '/:id',
    route('admin', {
      schema: {
        summary: 'Delete an account; its devices are left without an owner, in one transaction (admins only)',
        params: idParamsSchema,
        response: { 200: accountDeletedSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    }),
    async (request) => {
      const unassigned = await deleteAccount(db, currentAccount(request), request.params.id);
      counts.invalidate('accounts');
      await endAccountStreams(db, request.params.id);
      // The device list's totals by owner changed with the unassignment.
      if (unassigned > 0) forgetDeviceCounts(db);
      return { unassignedDevices: unassigned };
    },
  );

  app.post(
    '/:id/end-sessions',
    route('admin', {
      schema: {
        summary: 'End every session of an account: it signs in again everywhere (admins only)',
        description: 'Its tokens of this API are refused from now on and its live streams close.',
        params: idParamsSchema,
        response: { 200: sessionsEndedSchema, 404: apiErrorSchema },
      },
    }),
    async (request) => {
      const ended = await endAccountSessions(db, currentAccount(request), request.params.id);
      await endAccountStreams(db, request.params.id);
      return { endedSessions: ended };
    },
  );

  app.get(
    '/:id/history',
    route('admin', {
      schema: {
        summary: 'What was done to an account and what it did, newest first (admins only)',
        description: "A deleted account's trail stays readable by its id.",
        params: idParamsSchema,
        querystring: auditPageQuerySchema,
        response: { 200: auditPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    }),
    async (request) => {
      if (!uuidPattern.test(request.params.id)) throw new HttpError(404, accountMessages.notFound);
      return readAuditPage(db, aboutAccount(request.params.id), request.query);
    },
  );
}
