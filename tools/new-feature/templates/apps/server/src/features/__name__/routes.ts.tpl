import { apiErrorSchema } from '@conecta/contracts';
import {
  __camel__ItemChangesSchema,
  __camel__ItemListSchema,
  __camel__ItemParamsSchema,
  __camel__ItemSchema,
  __camel__ListQuerySchema,
  __camel__MarkSchema,
  __camel__PageSchema,
  new__Pascal__ItemSchema,
} from '@conecta/contracts/__name__';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { refusals } from '../../db/accountCollection';
import type { FeatureRoutes } from '../../platform/feature';
import { __camel__Collection, read__Pascal__Item, read__Pascal__Page } from './queries';
import { create__Pascal__Item, mark__Pascal__Items, remove__Pascal__Item, update__Pascal__Item } from './writes';

/** __Title__'s calls, each on the signed-in account's own items (401 without a token, 403 without the user role). */
export const __camel__Routes: FeatureRoutes = async (app, { db, route }) => {
  /** The signed-in account's id, its sample items written if this is its first call. */
  const owner = (request: FastifyRequest) => __camel__Collection.accountId(db, request);

  app.get(
    '/items',
    route('user', {
      schema: {
        summary: 'One page of the account’s items, sorted and searched',
        querystring: __camel__ListQuerySchema,
        response: { 200: __camel__PageSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => read__Pascal__Page(db, await owner(request), request.query),
  );

  app.get(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'One item',
        params: __camel__ItemParamsSchema,
        response: { 200: __camel__ItemSchema, ...refusals },
      },
    }),
    async (request) => read__Pascal__Item(db, await owner(request), request.params.id),
  );

  app.post(
    '/items',
    route('user', {
      schema: {
        summary: 'Create an item',
        body: new__Pascal__ItemSchema,
        response: { 201: __camel__ItemSchema, 400: apiErrorSchema },
      },
    }),
    async (request, reply) => {
      const item = await create__Pascal__Item(db, await owner(request), request.body);
      return reply.code(201).send(item);
    },
  );

  app.patch(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'Change an item’s title or done flag',
        params: __camel__ItemParamsSchema,
        body: __camel__ItemChangesSchema,
        response: { 200: __camel__ItemSchema, ...refusals },
      },
    }),
    async (request) => update__Pascal__Item(db, await owner(request), request.params.id, request.body),
  );

  app.post(
    '/items/done',
    route('user', {
      schema: {
        summary: 'Mark the selected items done or not: all of them, or none when one is not the account’s',
        body: __camel__MarkSchema,
        response: { 200: __camel__ItemListSchema, ...refusals },
      },
    }),
    async (request) => ({
      items: await mark__Pascal__Items(db, await owner(request), request.body.ids, request.body.done),
    }),
  );

  app.delete(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'Remove an item',
        params: __camel__ItemParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    }),
    async (request, reply) => {
      await remove__Pascal__Item(db, await owner(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
