import { Readable } from 'node:stream';
import {
  apiErrorSchema,
  auditPageQuerySchema,
  auditPageSchema,
  bulkDeleteSchema,
  bulkOwnerSchema,
  bulkResultSchema,
  bulkStatusSchema,
  csvDelimiters,
  type DeviceFilter,
  deviceInputSchema,
  deviceListQuerySchema,
  deviceListSchema,
  deviceMessages,
  deviceSchema,
  deviceUpdateSchema,
  importMessages,
  importRejectedSchema,
  importResultSchema,
} from '@conecta/contracts';
import * as z from 'zod/mini';
import type { AccountRow } from '../../accounts';
import { currentAccount } from '../../auth/guard';
import { compiledSerializer } from '../../http/compiled-serializer';
import { HttpError } from '../../http/errors';
import type { FeatureRoutes } from '../../platform/feature';
import { type AuditActor, aboutRecord, readAuditPage } from '../audit';
import { exportDevicesCsv } from './csv-export';
import { ImportRejection, importDevicesCsv } from './csv-import';
import { addOwnerOptionsRoute } from './owner-options';
import { deviceWhere, findDevice, isUuid, listDevices, manufacturerNames, presentDevices } from './queries';
import { createDevice, type DeviceSelection, deleteDevices, setOwner, setStatus, updateDevice } from './writes';

/** An import of `importRowLimit` rows of a few hundred bytes each fits with room to spare. */
export const importBodyLimit = 64 * 1024 * 1024;

const idParams = z.object({ id: z.string() });
const exportQuerySchema = z.extend(
  z.omit(deviceListQuerySchema, { limit: true, cursor: true, direction: true, offset: true }),
  {
    // The web sends the one its language's spreadsheets expect (`;` for pt-BR and tr).
    delimiter: z._default(z.enum(csvDelimiters, importMessages.exportDelimiter), ',').register(z.globalRegistry, {
      description: 'The cell separator: "," (the default), ";" or a tab. Any of them imports back as it is.',
    }),
  },
);
const manufacturersSchema = z.object({ items: z.array(z.string()) });

const errors = { 400: apiErrorSchema } as const;
const errorsWith404 = { ...errors, 404: apiErrorSchema } as const;

const actorOf = (account: AccountRow): AuditActor => ({
  id: account.id,
  displayName: account.displayName,
  email: account.email,
});

const notFound = () => new HttpError(404, deviceMessages.notFound);

export const deviceRoutes: FeatureRoutes = async (app, context) => {
  const { db, route } = context;
  /** The devices a bulk request names: its ids, or every device its filter matches ("select all"). */
  const selection = async (body: { ids?: string[]; filter?: DeviceFilter }): Promise<DeviceSelection> =>
    body.filter ? { where: await deviceWhere(db, body.filter) } : (body.ids ?? []);
  const present = async (row: Parameters<typeof presentDevices>[1][number]) => {
    const [device] = await presentDevices(db, [row]);
    if (!device) throw notFound();
    return device;
  };

  app.get(
    '',
    route('user', {
      schema: {
        summary: 'One page of the fleet: filtered, sorted and paged (keyset) in the database',
        querystring: deviceListQuerySchema,
        response: { 200: deviceListSchema, ...errors },
      },
      // The busiest call of the console: its page is written by a compiled serializer.
      serializerCompiler: compiledSerializer,
    }),
    async (request) => listDevices(db, request.query),
  );

  app.get(
    '/manufacturers',
    route('user', {
      schema: {
        summary: 'Every manufacturer in the fleet, for the filter',
        response: { 200: manufacturersSchema },
      },
    }),
    async () => ({ items: await manufacturerNames(db) }),
  );

  app.get(
    '/export.csv',
    route('user', {
      schema: {
        summary: 'The filtered, sorted view as CSV, streamed (columns: deviceCsvColumns), separated by `delimiter`',
        querystring: exportQuerySchema,
        response: errors,
      },
    }),
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const csv = await exportDevicesCsv(db, request.query);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="devices-${day}.csv"`)
          .header('cache-control', 'no-store')
          // A stream is piped as it is, never serialized; the declared schemas only describe the errors.
          .send(Readable.from(csv) as never)
      );
    },
  );

  // Imports arrive as the CSV file itself. Only the import's scope reads text/csv, and only that body gets the
  // large limit: JSON stays at the server's 1 MiB everywhere, the import included.
  await app.register(async (csvScope) => {
    csvScope.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: importBodyLimit },
      (_request, body, done) => done(null, body),
    );

    csvScope.post(
      '/import',
      route('admin', {
        schema: {
          summary: 'Import devices from CSV (text/csv body): every row is checked; any problem imports nothing',
          consumes: ['text/csv'],
          response: {
            200: importResultSchema,
            400: z.union([importRejectedSchema, apiErrorSchema]),
          },
        },
      }),
      async (request, reply) => {
        if (typeof request.body !== 'string') {
          const message = 'Send the CSV file itself as the body, with Content-Type: text/csv.';
          return reply.code(400).send({ message, error: { file: message } });
        }
        try {
          const imported = await importDevicesCsv(db, actorOf(currentAccount(request)), request.body);
          return { imported };
        } catch (error) {
          if (!(error instanceof ImportRejection)) throw error;
          return reply.code(400).send({ message: error.message, params: error.params, problems: error.problems });
        }
      },
    );
  });

  app.get(
    '/:id',
    route('user', {
      schema: {
        summary: 'One device with its owner',
        params: idParams,
        response: { 200: deviceSchema, ...errorsWith404 },
      },
    }),
    async (request) => {
      const row = await findDevice(db, request.params.id);
      if (!row) throw notFound();
      return present(row);
    },
  );

  app.get(
    '/:id/history',
    route('user', {
      schema: {
        summary: "The device's history, newest first (kept after the device is deleted)",
        params: idParams,
        querystring: auditPageQuerySchema,
        response: { 200: auditPageSchema, ...errorsWith404 },
      },
    }),
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound();
      return readAuditPage(db, aboutRecord('device', request.params.id), request.query);
    },
  );

  app.post(
    '',
    route('staff', {
      schema: {
        summary: 'Add a device (staff)',
        body: deviceInputSchema,
        response: { 201: deviceSchema, ...errors },
      },
    }),
    async (request, reply) => {
      const row = await createDevice(db, actorOf(currentAccount(request)), request.body);
      return reply.code(201).send(await present(row));
    },
  );

  app.patch(
    '/:id',
    route('staff', {
      schema: {
        summary: 'Change some fields of a device (staff)',
        params: idParams,
        body: deviceUpdateSchema,
        response: { 200: deviceSchema, ...errorsWith404 },
      },
    }),
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound();
      const row = await updateDevice(db, actorOf(currentAccount(request)), request.params.id, request.body);
      if (!row) throw notFound();
      return present(row);
    },
  );

  app.delete(
    '/:id',
    route('admin', {
      schema: {
        summary: 'Delete a device (admin); its history stays',
        params: idParams,
        response: { 204: z.null(), ...errorsWith404 },
      },
    }),
    async (request, reply) => {
      if (!isUuid(request.params.id)) throw notFound();
      const removed = await deleteDevices(db, actorOf(currentAccount(request)), [request.params.id]);
      if (removed === 0) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/bulk/status',
    route('staff', {
      schema: {
        summary: "Set one status on many devices, by ids or by the list's filter (staff); answers how many changed",
        body: bulkStatusSchema,
        response: { 200: bulkResultSchema, ...errors },
      },
    }),
    async (request) => ({
      changed: await setStatus(
        db,
        actorOf(currentAccount(request)),
        await selection(request.body),
        request.body.status,
      ),
    }),
  );

  app.post(
    '/bulk/owner',
    route('staff', {
      schema: {
        summary: 'Assign many devices (by ids or filter) to one account, or unassign them with ownerId null (staff)',
        body: bulkOwnerSchema,
        response: { 200: bulkResultSchema, ...errors },
      },
    }),
    async (request) => ({
      changed: await setOwner(
        db,
        actorOf(currentAccount(request)),
        await selection(request.body),
        request.body.ownerId,
      ),
    }),
  );

  app.post(
    '/bulk/delete',
    route('admin', {
      schema: {
        summary: "Delete many devices, by ids or by the list's filter (admin); answers how many existed",
        body: bulkDeleteSchema,
        response: { 200: bulkResultSchema, ...errors },
      },
    }),
    async (request) => ({
      changed: await deleteDevices(db, actorOf(currentAccount(request)), await selection(request.body)),
    }),
  );

  addOwnerOptionsRoute(app, context);
};
