import { pipeline } from 'node:stream';
import {
  accountDeletedSchema,
  accountDetailSchema,
  accountListQuerySchema,
  accountListSchema,
  accountMessages,
  accountUpdateSchema,
  apiErrorSchema,
  auditPageQuerySchema,
  auditPageSchema,
  type Role,
  roles as roleOrder,
} from '@conecta/contracts';
import { stringify } from 'csv-stringify';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { bearerSecurity, currentAccount } from '../../auth/guard';
import type { Database } from '../../db/client';
import { CountCache } from '../../db/counting';
import { HttpError, InputError } from '../../http/errors';
import { aboutAccount, type NewAuditEntry, readAuditPage, recordAudit } from '../audit/audit';
import { findAccountById } from '../auth/queries';
import { type AccountRow, accounts } from '../auth/table';
import { forgetDeviceCounts } from '../devices/queries';
import { devices } from '../devices/table';
import {
  accountFilterKey,
  accountFilterSql,
  countDevicesOwnedBy,
  type ListedAccount,
  readAccountPage,
  toAccount,
  toAccountDetail,
} from './queries';

const tags = ['users'];
const idParamsSchema = z.object({ id: z.string().check(z.maxLength(64)) });
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const adminRoleNeeded = 'This needs the admin role.';

/** Rows per database read while exporting: the export never holds more than this in memory. */
const exportBatch = 500;

export const csvColumns = [
  'uuid',
  'email',
  'displayName',
  'role',
  'from',
  'status',
  'deviceCount',
  'createdAt',
  'lastSignInAt',
] as const;

/** Roles stored once each, in the order admin, staff, user. */
const canonicalRoles = (wanted: readonly Role[]): Role[] => roleOrder.filter((role) => wanted.includes(role));

/**
 * Locks the active admins' rows and checks the acting admin is still one of them. Two admins demoting,
 * disabling or deleting each other at the same moment are thereby serialized, and the second one is
 * refused, so the console always keeps an active admin.
 */
async function lockActingAdmin(tx: Database, actorId: string): Promise<void> {
  const admins = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.status, 'active'), sql`${accounts.roles} @> array['admin']::text[]`))
    .for('update');
  if (!admins.some((admin) => admin.id === actorId)) throw new HttpError(403, adminRoleNeeded);
}

async function lockAccount(tx: Database, id: string): Promise<AccountRow> {
  if (!uuidPattern.test(id)) throw new HttpError(404, accountMessages.notFound);
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
  if (!row) throw new HttpError(404, accountMessages.notFound);
  return row;
}

/** A spreadsheet would run a cell that starts like a formula; a leading apostrophe keeps it text. */
const spreadsheetSafe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The user-data list (admins only): every account, its roles and status, and what was done to and by it. */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Totals per filter, forgotten on this server's own writes; other writers age out with the TTL.
  const counts = new CountCache();
  const admin = app.requireRole('admin');
  const refusals = { 401: apiErrorSchema, 403: apiErrorSchema };

  app.get(
    '/api/users',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'List accounts: search, filters, any sort, keyset pages (admins only)',
        security: bearerSecurity,
        querystring: accountListQuerySchema,
        response: { 200: accountListSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request) => {
      const query = request.query;
      const [page, total] = await Promise.all([
        readAccountPage(db, query),
        counts.count(db, accounts, 'accounts', accountFilterKey(query), accountFilterSql(query)),
      ]);
      return { items: page.rows.map(toAccount), ...total, nextCursor: page.nextCursor, prevCursor: page.prevCursor };
    },
  );

  app.get(
    '/api/users/export.csv',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'The filtered, sorted account list as CSV, streamed (admins only)',
        security: bearerSecurity,
        querystring: accountListQuerySchema,
        response: { 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { cursor: _ignored, limit: _pageSize, direction: _direction, ...query } = request.query;
      async function* records() {
        let cursor: string | undefined;
        do {
          const page = await readAccountPage(db, { ...query, limit: exportBatch, direction: 'after', cursor });
          for (const row of page.rows) yield csvRecord(row);
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
      }
      const csv = pipeline(
        records,
        stringify({ header: true, columns: [...csvColumns], cast: { string: spreadsheetSafe } }),
        (error) => {
          if (error) request.log.warn({ err: error }, 'account export ended early');
        },
      );
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="accounts-${day}.csv"`)
          // A stream goes out as it is, past the JSON serializer the response schemas type `send` for.
          .send(csv as never)
      );
    },
  );

  app.get(
    '/api/users/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'One account: profile, roles, status and stored user data (admins only)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: accountDetailSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request) => {
      const row = await findAccountById(db, request.params.id);
      if (!row) throw new HttpError(404, accountMessages.notFound);
      return toAccountDetail({ ...row, deviceCount: await countDevicesOwnedBy(db, row.id) });
    },
  );

  app.patch(
    '/api/users/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Change the roles of an account, disable or re-enable it (admins only)',
        security: bearerSecurity,
        params: idParamsSchema,
        body: accountUpdateSchema,
        response: { 200: accountDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = currentAccount(request);
      const { role, status } = request.body;
      const updated = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await lockActingAdmin(tx, actor.id);
        const before = await lockAccount(tx, request.params.id);
        const nextRoles = role ? canonicalRoles(role) : before.roles;
        const nextStatus = status ?? before.status;

        if (before.id === actor.id) {
          const refused: Record<string, string> = {};
          if (before.roles.includes('admin') && !nextRoles.includes('admin'))
            refused.role = accountMessages.ownAdminRole;
          if (nextStatus === 'disabled') refused.status = accountMessages.ownDisable;
          if (Object.keys(refused).length > 0) throw new InputError(refused, Object.values(refused).join('. '));
        }

        const entries: NewAuditEntry[] = [];
        const about = { entity: 'account', entityId: before.id, entityLabel: before.email } as const;
        if (JSON.stringify(nextRoles) !== JSON.stringify(before.roles)) {
          entries.push({ ...about, action: 'roles', changes: { role: { from: before.roles, to: nextRoles } } });
        }
        if (nextStatus !== before.status) {
          entries.push({
            ...about,
            action: nextStatus === 'disabled' ? 'disable' : 'enable',
            changes: { status: { from: before.status, to: nextStatus } },
          });
        }
        if (entries.length === 0) return before;

        const [row] = await tx
          .update(accounts)
          .set({ roles: nextRoles, status: nextStatus, updatedAt: sql`now()` })
          .where(eq(accounts.id, before.id))
          .returning();
        await recordAudit(tx, actor, entries);
        return row ?? before;
      });
      counts.invalidate('accounts');
      return toAccountDetail({ ...updated, deviceCount: await countDevicesOwnedBy(db, updated.id) });
    },
  );

  app.delete(
    '/api/users/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Delete an account; its devices are left without an owner, in one transaction (admins only)',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: accountDeletedSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = currentAccount(request);
      const unassigned = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await lockActingAdmin(tx, actor.id);
        const account = await lockAccount(tx, request.params.id);
        if (account.id === actor.id) throw new InputError({ id: accountMessages.ownDelete }, accountMessages.ownDelete);
        const released = await tx
          .update(devices)
          .set({ ownerId: null, ownerName: null, updatedAt: sql`now()` })
          .where(eq(devices.ownerId, account.id))
          .returning({ id: devices.id, imei: devices.imei });
        await recordAudit(tx, actor, [
          ...released.map(
            (device): NewAuditEntry => ({
              entity: 'device',
              entityId: device.id,
              entityLabel: device.imei,
              action: 'unassign',
              // The name too: the id alone would mean nothing once the account is gone.
              changes: {
                ownerId: { from: account.id, to: null },
                ownerName: { from: account.displayName, to: null },
              },
            }),
          ),
          {
            entity: 'account',
            entityId: account.id,
            entityLabel: account.email,
            action: 'delete',
            changes: {
              email: { from: account.email, to: null },
              displayName: { from: account.displayName, to: null },
              role: { from: account.roles, to: null },
              from: { from: account.provider, to: null },
              status: { from: account.status, to: null },
            },
          },
        ]);
        await tx.delete(accounts).where(eq(accounts.id, account.id));
        return released.length;
      });
      counts.invalidate('accounts');
      // The device list's totals by owner changed with the unassignment.
      if (unassigned > 0) forgetDeviceCounts(db);
      return { unassignedDevices: unassigned };
    },
  );

  app.get(
    '/api/users/:id/history',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'What was done to an account and what it did, newest first (admins only)',
        description: "A deleted account's trail stays readable by its id.",
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: auditPageQuerySchema,
        response: { 200: auditPageSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...refusals },
      },
    },
    async (request) => {
      if (!uuidPattern.test(request.params.id)) throw new HttpError(404, accountMessages.notFound);
      return readAuditPage(db, aboutAccount(request.params.id), request.query);
    },
  );
};

function csvRecord(row: ListedAccount) {
  const account = toAccount(row);
  return {
    uuid: account.uuid,
    email: account.email,
    displayName: account.displayName,
    role: account.role.join('|'),
    from: account.from,
    status: account.status,
    deviceCount: account.deviceCount,
    createdAt: account.createdAt,
    lastSignInAt: account.lastSignInAt ?? '',
  };
}
