import { apiErrorSchema } from '@conecta/contracts';
import {
  newProfileItemSchema,
  profileItemChangesSchema,
  profileItemListSchema,
  profileItemParamsSchema,
  profileItemSchema,
  profileListQuerySchema,
  profileMarkSchema,
  profilePageSchema,
} from '@conecta/contracts/profile';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { refusals } from '../../db/accountCollection';
import type { FeatureRoutes } from '../../platform/feature';
import { profileCollection, readProfileItem, readProfilePage } from './queries';
import { createProfileItem, markProfileItems, removeProfileItem, updateProfileItem } from './writes';

/** Profile's calls, each on the signed-in account's own items (401 without a token, 403 without the user role). */
export const profileRoutes: FeatureRoutes = async (app, { db, route }) => {
  /** The signed-in account's id, its sample items written if this is its first call. */
  const owner = (request: FastifyRequest) => profileCollection.accountId(db, request);

  app.get(
    '/items',
    route('user', {
      schema: {
        summary: 'One page of the account’s items, sorted and searched',
        querystring: profileListQuerySchema,
        response: { 200: profilePageSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => readProfilePage(db, await owner(request), request.query),
  );

  app.get(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'One item',
        params: profileItemParamsSchema,
        response: { 200: profileItemSchema, ...refusals },
      },
    }),
    async (request) => readProfileItem(db, await owner(request), request.params.id),
  );

  app.post(
    '/items',
    route('user', {
      schema: {
        summary: 'Create an item',
        body: newProfileItemSchema,
        response: { 201: profileItemSchema, 400: apiErrorSchema },
      },
    }),
    async (request, reply) => {
      const item = await createProfileItem(db, await owner(request), request.body);
      return reply.code(201).send(item);
    },
  );

  app.patch(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'Change an item’s title or done flag',
        params: profileItemParamsSchema,
        body: profileItemChangesSchema,
        response: { 200: profileItemSchema, ...refusals },
      },
    }),
    async (request) => updateProfileItem(db, await owner(request), request.params.id, request.body),
  );

  app.post(
    '/items/done',
    route('user', {
      schema: {
        summary: 'Mark the selected items done or not: all of them, or none when one is not the account’s',
        body: profileMarkSchema,
        response: { 200: profileItemListSchema, ...refusals },
      },
    }),
    async (request) => ({
      items: await markProfileItems(db, await owner(request), request.body.ids, request.body.done),
    }),
  );

  app.delete(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'Remove an item',
        params: profileItemParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    }),
    async (request, reply) => {
      await removeProfileItem(db, await owner(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
