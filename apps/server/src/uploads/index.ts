/**
 * The upload module: the one home of files in the API.
 *
 * A feature that takes files (mail attachments, product images…):
 * 1. declares a `FileUse` (size limit, allowed types read from the bytes, thumbnail size, who may
 *    read) and lists it in its descriptor's `fileUses`, so `GET /api/files/:id` serves its files by its rules;
 * 2. in its own route plugin, registers `acceptUploads`, then in a handler calls
 *    `store.save(await receiveUpload(request, use, account.id))` and keeps the returned id;
 * 3. hands clients `storedFileUrl(id)`; the web shows such URLs with the token (`shell/files`).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/client';
import { avatarRoutes, avatarUse } from './avatar';
import { fileServingRoutes } from './serve';
import { createDatabaseFileStore, type FileStore } from './store';
import type { FileUse } from './uses';

export { acceptUploads } from './accept';
export { receiveUpload } from './receive';
export { storedFileUrl } from './serve';
export type { FileStore } from './store';
export { type FileUse, readableBy } from './uses';

/** The upload module's own use; features bring theirs through their descriptors (`Feature.fileUses`). */
export const builtInFileUses: readonly FileUse[] = [avatarUse];

/**
 * Where files are kept: the database, so every API process sees them. A disk or S3 store would be
 * chosen here (from the config) and implement the same `FileStore`.
 */
export const createFileStore = (db: Database): FileStore => createDatabaseFileStore(db);

/** The upload module's routes: serving stored files, and its first use, the account's avatar. */
export const uploadRoutes: FastifyPluginAsync<{ db: Database; featureUses: readonly FileUse[] }> = async (
  app,
  { db, featureUses },
) => {
  const store = createFileStore(db);
  const uses = [...builtInFileUses, ...featureUses];
  const names = new Set(uses.map((use) => use.name));
  if (names.size !== uses.length) throw new Error('Two file uses share a name');
  await app.register(fileServingRoutes, { store, uses, db });
  await app.register(avatarRoutes, { db, store });
};
