import { apiErrorSchema } from '@conecta/contracts';
import {
  fileMessages,
  type ResumableUpload,
  resumableUploadParamsSchema,
  resumableUploadPartBytes,
  resumableUploadPath,
  resumableUploadSchema,
  startResumableUploadSchema,
} from '@conecta/contracts/files';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { bearerSecurity, currentAccount } from '../auth/guard';
import { type Database, withTransaction } from '../db/client';
import { HttpError, InputError } from '../http/errors';
import { judgeUpload, judgeUploadStart } from './receive';
import type { FileStore, NewStoredFile } from './store';
import { uploadParts, uploadSessions } from './table';
import type { FileUse } from './uses';

/** The bytes of a part's body: exactly what the client sends, the upload-offset header says where it goes. */
const partContentType = 'application/offset+octet-stream';
/** A file type is judged once this much of its start is in (file-type's sample), before the rest is taken. */
const judgedAfterBytes = 4100;

type SessionRow = typeof uploadSessions.$inferSelect;

const standing = (session: Pick<SessionRow, 'id' | 'received' | 'size'>): ResumableUpload => ({
  id: session.id,
  offset: session.received,
  size: session.size,
  partBytes: resumableUploadPartBytes,
});

const notFound = () => new HttpError(404, fileMessages.uploadNotFound);

async function ownSession(db: Database, id: string, ownerId: string): Promise<SessionRow> {
  const [session] = await db
    .select()
    .from(uploadSessions)
    .where(and(eq(uploadSessions.id, id), eq(uploadSessions.ownerId, ownerId)));
  if (!session) throw notFound();
  return session;
}

/**
 * Files sent in parts, so a large one survives a dropped connection or a closed tab: `POST` announces the file
 * (its use, name and size: the use's limit and the account's quota are checked then), `PATCH …/<id>` appends a part
 * at the `upload-offset` it names (anything but the received count is a 409 saying where it stands), `GET …/<id>`
 * tells where it stands, `DELETE` gives it up. A complete upload is handed to its feature, which keeps it
 * (`completeResumableUpload`), as a multipart upload would be. Each account sees only its own.
 */
export const resumableUploadRoutes: FastifyPluginAsyncZod<{
  db: Database;
  store: FileStore;
  uses: readonly FileUse[];
  quotaBytes: number;
}> = async (app, { db, store, uses, quotaBytes }) => {
  const useNamed = (name: string) => uses.find((use) => use.name === name && use.resumable);
  const refusals = { 401: apiErrorSchema, 404: apiErrorSchema } as const;

  app.post(
    resumableUploadPath,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['files'],
        summary:
          'Start a file sent in parts for a use that takes them (the file manager’s): answers its id and where it stands; 413 past the use’s size or the account’s storage quota',
        security: bearerSecurity,
        body: startResumableUploadSchema,
        response: { 201: resumableUploadSchema, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const account = currentAccount(request);
      const { use: useName, fileName, size } = request.body;
      const use = useNamed(useName);
      if (!use) throw new InputError({ use: fileMessages.uploadUse });
      if (size > use.maxBytes) throw new HttpError(413, fileMessages.tooLarge);
      // What is already stored, and what other uploads in progress will add.
      const [pending] = await db
        .select({ bytes: sql<string>`coalesce(sum(${uploadSessions.size}), 0)` })
        .from(uploadSessions)
        .where(eq(uploadSessions.ownerId, account.id));
      if ((await store.usage(account.id)) + Number(pending?.bytes ?? 0) + size > quotaBytes)
        throw new HttpError(413, fileMessages.quotaExceeded);
      const [session] = await db
        .insert(uploadSessions)
        .values({ ownerId: account.id, use: use.name, fileName, size })
        .returning();
      if (!session) throw new Error('The insert returned no row');
      return reply.code(201).send(standing(session));
    },
  );

  app.get(
    `${resumableUploadPath}/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['files'],
        summary: 'Where a resumable upload of the account stands (404 for any other)',
        security: bearerSecurity,
        params: resumableUploadParamsSchema,
        response: { 200: resumableUploadSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request) => standing(await ownSession(db, request.params.id, currentAccount(request).id)),
  );

  app.delete(
    `${resumableUploadPath}/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['files'],
        summary: 'Give up a resumable upload: its parts are removed',
        security: bearerSecurity,
        params: resumableUploadParamsSchema,
        response: { 204: z.null(), 400: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const session = await ownSession(db, request.params.id, currentAccount(request).id);
      await db.delete(uploadSessions).where(eq(uploadSessions.id, session.id));
      return reply.code(204).send(null);
    },
  );

  await app.register(async (plugin) => {
    const parts = plugin.withTypeProvider<ZodTypeProvider>();
    // The part's bytes as they are, up to a part's size (a larger body is refused before it is read).
    parts.addContentTypeParser(
      partContentType,
      { parseAs: 'buffer', bodyLimit: resumableUploadPartBytes },
      (_request, body, done) => done(null, body),
    );
    parts.patch(
      `${resumableUploadPath}/:id`,
      {
        onRequest: app.authenticate,
        bodyLimit: resumableUploadPartBytes,
        schema: {
          tags: ['files'],
          summary: `Append a part (body \`${partContentType}\`, at most ${resumableUploadPartBytes / 1024} KiB) at the \`upload-offset\` header, which must be where the upload stands (409 otherwise, with where it stands); answers where it stands then`,
          security: bearerSecurity,
          consumes: [partContentType],
          params: resumableUploadParamsSchema,
          headers: z.object({ 'upload-offset': z.string(fileMessages.uploadOffset) }),
          response: {
            200: resumableUploadSchema,
            400: apiErrorSchema,
            ...refusals,
            409: resumableUploadSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const account = currentAccount(request);
        const offset = Number(request.headers['upload-offset']);
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new InputError({ file: fileMessages.empty });
        if (!Number.isInteger(offset) || offset < 0)
          throw new InputError({ 'upload-offset': fileMessages.uploadOffset });
        const answer = await withTransaction(db, async (tx) => {
          // One part at a time per upload: a retried part racing the first lands once.
          const [session] = await tx
            .select()
            .from(uploadSessions)
            .where(and(eq(uploadSessions.id, request.params.id), eq(uploadSessions.ownerId, account.id)))
            .for('update');
          if (!session) throw notFound();
          if (offset !== session.received) return { conflict: true, session };
          if (offset + bytes.length > session.size) throw new InputError({ file: fileMessages.uploadSize });
          const use = useNamed(session.use);
          if (!use) throw notFound();
          // The type is judged on the start, before the rest is taken (the whole file again when it is complete).
          if (offset < judgedAfterBytes && offset + bytes.length >= Math.min(judgedAfterBytes, session.size)) {
            const start = Buffer.concat([await readParts(tx, session.id), bytes]);
            await judgeUploadStart(start, session.fileName, use, start.length < session.size);
          }
          await tx.insert(uploadParts).values({ uploadId: session.id, offset, bytes });
          const [updated] = await tx
            .update(uploadSessions)
            .set({ received: offset + bytes.length, touchedAt: sql`now()` })
            .where(eq(uploadSessions.id, session.id))
            .returning();
          return { conflict: false, session: updated ?? session };
        });
        return reply.code(answer.conflict ? 409 : 200).send(standing(answer.session));
      },
    );
  });
};

async function readParts(db: Database, uploadId: string): Promise<Buffer> {
  const parts = await db
    .select({ bytes: uploadParts.bytes })
    .from(uploadParts)
    .where(eq(uploadParts.uploadId, uploadId))
    .orderBy(asc(uploadParts.offset));
  return Buffer.concat(parts.map((part) => part.bytes));
}

/**
 * Hands a complete resumable upload of `ownerId` for `use` to `keep`, judged as a multipart upload is (type from
 * the bytes, name cleaned, thumbnail); once `keep` has stored it, the upload is removed (a refusal leaves it, to be
 * tried again). 404 for another's or an unknown upload, 400 while parts are missing.
 */
export async function completeResumableUpload<T>(
  db: Database,
  uploadId: string,
  use: FileUse,
  ownerId: string,
  keep: (file: NewStoredFile) => Promise<T>,
): Promise<T> {
  const session = await ownSession(db, uploadId, ownerId);
  if (session.use !== use.name) throw notFound();
  const content = session.received === session.size ? await readParts(db, session.id) : Buffer.alloc(0);
  if (content.length !== session.size) throw new InputError({ uploadId: fileMessages.uploadIncomplete });
  const kept = await keep(await judgeUpload(content, session.fileName, use, ownerId));
  await db.delete(uploadSessions).where(eq(uploadSessions.id, session.id));
  return kept;
}
