/**
 * The upload module: the one home of files in the API.
 *
 * A feature that takes files (mail attachments, product images…):
 * 1. declares a `FileUse` (size limit, allowed types read from the bytes, thumbnail size, who may
 *    read) and lists it in its descriptor's `fileUses`, so `GET /api/files/:id` serves its files by its rules;
 * 2. in its own route plugin, registers `acceptUploads`, then in a handler calls
 *    `store.save(await receiveUpload(request, use, account.id))` and keeps the returned id;
 * 3. hands clients `storedFileUrl(id)`; the web shows such URLs with the token (`shell/files`);
 * 4. says in its use what still names a file (`isReferenced`), so files nothing names are swept after
 *    UPLOAD_UNREFERENCED_TTL_HOURS, and passes `{ quotaBytes }` to `save` so uploads count against the
 *    account's ACCOUNT_STORAGE_QUOTA_BYTES.
 * Bytes are kept once per content (SHA-256) in 256 KiB chunks; a file given to another account (a delivered
 * mail's attachment) is a new record naming the same content (`store.share`), no bytes copied.
 */
import { apiErrorSchema } from '@conecta/contracts';
import { uploadUsagePath, uploadUsageSchema } from '@conecta/contracts/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, currentAccount } from '../auth/guard';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { avatarRoutes, avatarUse } from './avatar';
import { resumableUploadRoutes } from './resumable';
import { fileServingRoutes } from './serve';
import { createDatabaseFileStore, type FileStore } from './store';
import { startUploadSweeper } from './sweep';
import type { FileUse } from './uses';

export { acceptUploads } from './accept';
export { receiveUpload } from './receive';
export { completeResumableUpload } from './resumable';
export { storedFileIdOf, storedFileUrl } from './serve';
export type { FileStore } from './store';
export { sweepUploads } from './sweep';
export { type FileUse, readableBy } from './uses';

/** The upload module's own use; features bring theirs through their descriptors (`Feature.fileUses`). */
export const builtInFileUses: readonly FileUse[] = [avatarUse];

/**
 * Where files are kept: the database, so every API process sees them. A disk or S3 store would be
 * chosen here (from the config) and implement the same `FileStore`.
 */
export const createFileStore = (db: Database): FileStore => createDatabaseFileStore(db);

export type UploadConfig = Pick<Config, 'storageQuotaBytes' | 'uploadUnreferencedTtlHours'>;

/**
 * The upload module's routes: serving stored files, the account's storage use, and its first use, the account's
 * avatar; and the sweep of uploads nothing names any more (every process runs one; a sweep is idempotent).
 */
export const uploadRoutes: FastifyPluginAsyncZod<{
  db: Database;
  featureUses: readonly FileUse[];
  config: UploadConfig;
}> = async (app, { db, featureUses, config }) => {
  const store = createFileStore(db);
  const uses = [...builtInFileUses, ...featureUses];
  const names = new Set(uses.map((use) => use.name));
  if (names.size !== uses.length) throw new Error('Two file uses share a name');
  await app.register(fileServingRoutes, { store, uses, db });
  await app.register(avatarRoutes, { db, store, quotaBytes: config.storageQuotaBytes });
  await app.register(resumableUploadRoutes, { db, store, uses, quotaBytes: config.storageQuotaBytes });

  app.get(
    uploadUsagePath,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['files'],
        summary: "The bytes the signed-in account's uploads take (each content once) and its quota",
        security: bearerSecurity,
        response: { 200: uploadUsageSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({
      usedBytes: await store.usage(currentAccount(request).id),
      quotaBytes: config.storageQuotaBytes,
    }),
  );

  let sweeper: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    sweeper = startUploadSweeper(db, uses, config.uploadUnreferencedTtlHours, app.log);
  });
  app.addHook('onClose', async () => {
    await sweeper?.stop();
  });
};
