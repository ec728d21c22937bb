import { apiErrorSchema } from '@conecta/contracts';
import { avatarMaxBytes, avatarResponseSchema, avatarTypes, filesPath } from '@conecta/contracts/files';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountRow } from '../accounts';
import { accounts, toUser, updateUserData } from '../accounts';
import { bearerSecurity, currentAccount } from '../auth/guard';
import type { Database } from '../db/client';
import { acceptUploads } from './accept';
import { receiveUpload } from './receive';
import { storedFileIdOf, storedFileUrl } from './serve';
import type { FileStore } from './store';
import { type FileUse, readableBy } from './uses';

/** A person's photo: small, an everyday image type, seen by everyone signed in (lists, chat, history). */
export const avatarUse: FileUse = {
  name: 'avatar',
  maxBytes: avatarMaxBytes,
  allowedTypes: avatarTypes,
  thumbnailSize: 128,
  canRead: readableBy.anySignedInUser,
  // A photo is named by its account's photo URL; one replaced or removed whose deletion failed is swept.
  isReferenced: (file) =>
    sql`exists (select 1 from ${accounts} where ${accounts.photoUrl} in (${filesPath} || '/' || ${file.id}, ${filesPath} || '/' || ${file.id} || '/thumbnail'))`,
};

const tags = ['account'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema };

/**
 * `PUT /api/account/avatar` (multipart, field `file`) makes the upload the signed-in user's photo;
 * `DELETE` removes it. The account's `photoURL` becomes the stored file's thumbnail URL (every place
 * shows the photo at most 64 px wide), and the photo it replaces is deleted.
 */
export const avatarRoutes: FastifyPluginAsyncZod<{ db: Database; store: FileStore; quotaBytes: number }> = async (
  app,
  { db, store, quotaBytes },
) => {
  await app.register(acceptUploads);

  const removePreviousAvatar = async (account: AccountRow) => {
    const previousId = storedFileIdOf(account.photoUrl);
    if (previousId) await store.remove(previousId, { ownerId: account.id, use: avatarUse.name });
  };

  app.put(
    '/api/account/avatar',
    {
      // Each upload decodes and resizes an image: enough for a person trying photos, not for a flood.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Upload the signed-in user's photo (PNG, JPEG, WebP or GIF, at most 2 MiB)",
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        response: { 200: avatarResponseSchema, ...errors },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      const saved = await store.save(await receiveUpload(request, avatarUse, account.id), { quotaBytes });
      const updated = await updateUserData(db, account.id, { photoURL: storedFileUrl(saved.id, 'thumbnail') });
      await removePreviousAvatar(account);
      return { user: toUser(updated) };
    },
  );

  app.delete(
    '/api/account/avatar',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Remove the signed-in user's photo",
        security: bearerSecurity,
        response: { 200: avatarResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const account = currentAccount(request);
      const updated = await updateUserData(db, account.id, { photoURL: '' });
      await removePreviousAvatar(account);
      return { user: toUser(updated) };
    },
  );
};
