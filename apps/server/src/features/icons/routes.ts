import { apiErrorSchema } from '@conecta/contracts';
import {
  iconsItemChangesSchema,
  iconsItemListSchema,
  iconsItemParamsSchema,
  iconsItemSchema,
  iconsListQuerySchema,
  iconsMarkSchema,
  iconsPageSchema,
  newIconsItemSchema,
} from '@conecta/contracts/icons';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { refusals } from '../../db/accountCollection';
import type { FeatureRoutes } from '../../platform/feature';
import { iconsCollection, readIconsItem, readIconsPage } from './queries';
import { createIconsItem, markIconsItems, removeIconsItem, updateIconsItem } from './writes';

/** Icons's calls, each on the signed-in account's own items (401 without a token, 403 without the user role). */
export const iconsRoutes: FeatureRoutes = async (app, { db, route }) => {
  /** The signed-in account's id, its sample items written if this is its first call. */
  const owner = (request: FastifyRequest) => iconsCollection.accountId(db, request);

  app.get(
    '/items',
    route('user', {
      schema: {
        summary: 'One page of the account’s items, sorted and searched',
        querystring: iconsListQuerySchema,
        response: { 200: iconsPageSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => readIconsPage(db, await owner(request), request.query),
  );

  app.get(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'One item',
        params: iconsItemParamsSchema,
        response: { 200: iconsItemSchema, ...refusals },
      },
    }),
    async (request) => readIconsItem(db, await owner(request), request.params.id),
  );

  app.post(
    '/items',
    route('user', {
      schema: {
        summary: 'Create an item',
        body: newIconsItemSchema,
        response: { 201: iconsItemSchema, 400: apiErrorSchema },
      },
    }),
    async (request, reply) => {
      const item = await createIconsItem(db, await owner(request), request.body);
      return reply.code(201).send(item);
    },
  );

  app.patch(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'Change an item’s title or done flag',
        params: iconsItemParamsSchema,
        body: iconsItemChangesSchema,
        response: { 200: iconsItemSchema, ...refusals },
      },
    }),
    async (request) => updateIconsItem(db, await owner(request), request.params.id, request.body),
  );

  app.post(
    '/items/done',
    route('user', {
      schema: {
        summary: 'Mark the selected items done or not: all of them, or none when one is not the account’s',
        body: iconsMarkSchema,
        response: { 200: iconsItemListSchema, ...refusals },
      },
    }),
    async (request) => ({
      items: await markIconsItems(db, await owner(request), request.body.ids, request.body.done),
    }),
  );

  app.delete(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'Remove an item',
        params: iconsItemParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    }),
    async (request, reply) => {
      await removeIconsItem(db, await owner(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
