import { apiErrorSchema } from '@conecta/contracts';
import {
  newProfilePostSchema,
  profileAboutChangesSchema,
  profileAboutSchema,
  profileCoverSchema,
  profileMediaParamsSchema,
  profileMediaSchema,
  profilePhotosVideosSchema,
  profilePostSchema,
  profileTimelineSchema,
  profileVideoTypes,
} from '@conecta/contracts/profile';
import * as z from 'zod/mini';
import { currentAccount } from '../../auth/guard';
import type { FeatureRoutes } from '../../platform/feature';
import { acceptUploads, createFileStore, receiveUpload, storedFileUrl } from '../../uploads';
import { profileCoverUse, profileMediaUse } from './file-uses';
import { readAbout, readPhotosVideos, readTimeline } from './queries';
import { addMedia, createPost, removeMedia, setCover, updateAbout } from './writes';

const uploadRefusals = { 400: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema };

/**
 * The signed-in account's own profile (demo-apps §7 "Profile"): the spec's three reads, then our own writes (the
 * about page, a post, the photos and videos, the cover). No call takes an account: another's profile is not
 * reachable. The avatar is the account's photo (`PUT /api/account/avatar`), not a call of this feature.
 */
export const profileRoutes: FeatureRoutes = async (app, { db, route, config }) => {
  const store = createFileStore(db);
  const quota = { quotaBytes: config.storageQuotaBytes };

  app.get(
    '/timeline',
    route('user', {
      schema: {
        summary: 'The account’s timeline: its latest posts and what it did in the console (the audit trail)',
        response: { 200: profileTimelineSchema },
      },
    }),
    async (request) => readTimeline(db, currentAccount(request)),
  );

  app.post(
    '/timeline',
    route('user', {
      schema: {
        summary: 'Post on the account’s timeline',
        body: newProfilePostSchema,
        response: { 201: profilePostSchema, 400: apiErrorSchema },
      },
    }),
    async (request, reply) => reply.code(201).send(await createPost(db, currentAccount(request), request.body.message)),
  );

  app.get(
    '/photos-videos',
    route('user', {
      schema: {
        summary: 'The account’s photos and videos, grouped by the month they were added',
        response: { 200: profilePhotosVideosSchema },
      },
    }),
    async (request) => readPhotosVideos(db, currentAccount(request).id),
  );

  app.delete(
    '/photos-videos/:id',
    route('user', {
      schema: {
        summary: 'Remove one of the account’s photos or videos',
        params: profileMediaParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema },
      },
    }),
    async (request, reply) => {
      await removeMedia(db, currentAccount(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/about',
    route('user', {
      schema: {
        summary: 'The account’s about page: general, work, contact, groups and friends, and its cover',
        response: { 200: profileAboutSchema },
      },
    }),
    async (request) => readAbout(db, currentAccount(request).id),
  );

  app.put(
    '/about',
    route('user', {
      schema: {
        summary: 'Change the general, work and contact parts of the account’s about page',
        body: profileAboutChangesSchema,
        response: { 200: profileAboutSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => updateAbout(db, currentAccount(request).id, request.body),
  );

  app.delete(
    '/cover',
    route('user', {
      schema: { summary: 'Remove the profile’s cover image', response: { 200: profileCoverSchema } },
    }),
    async (request) => setCover(db, store, currentAccount(request).id, null),
  );

  await app.register(async (uploads) => {
    await uploads.register(acceptUploads);
    uploads.post(
      '/photos-videos',
      {
        ...route('user', {
          schema: {
            summary:
              'Upload a photo or video (multipart field "file": PNG, JPEG, WebP, GIF, MP4 or WebM, at most 10 MiB)',
            consumes: ['multipart/form-data'],
            response: { 201: profileMediaSchema, ...uploadRefusals },
          },
        }),
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const accountId = currentAccount(request).id;
        const file = await receiveUpload(request, profileMediaUse, accountId);
        const saved = await store.save(file, quota);
        const media = await addMedia(db, accountId, {
          url: storedFileUrl(saved.id),
          title: file.fileName,
          video: (profileVideoTypes as readonly string[]).includes(file.contentType),
        });
        return reply.code(201).send(media);
      },
    );
    uploads.put(
      '/cover',
      {
        ...route('user', {
          schema: {
            summary: 'Upload the profile’s cover image (multipart field "file": PNG, JPEG, WebP or GIF, at most 5 MiB)',
            consumes: ['multipart/form-data'],
            response: { 200: profileCoverSchema, ...uploadRefusals },
          },
        }),
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => {
        const accountId = currentAccount(request).id;
        const saved = await store.save(await receiveUpload(request, profileCoverUse, accountId), quota);
        return setCover(db, store, accountId, storedFileUrl(saved.id));
      },
    );
  });
};
