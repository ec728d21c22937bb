import { apiErrorSchema } from '@conecta/contracts';
import {
  __camel__ItemChangesSchema,
  __camel__ItemParamsSchema,
  __camel__ItemSchema,
  __camel__ListQuerySchema,
  __camel__Messages,
  __camel__PageSchema,
  new__Pascal__ItemSchema,
} from '@conecta/contracts/__name__';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { currentAccount } from '../../auth/guard';
import { HttpError } from '../../http/errors';
import { ensureAccountSampleData } from '../../platform/account-sample-data';
import type { FeatureRoutes } from '../../platform/feature';
import { read__Pascal__Item, read__Pascal__Page } from './queries';
import { __camel__AccountSampleData } from './seed';
import { create__Pascal__Item, remove__Pascal__Item, update__Pascal__Item } from './writes';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Not the account's item: another account's id, an unknown one, or no id at all. */
const notFound = () => new HttpError(404, __camel__Messages.notFound);
const found = <T>(item: T | undefined): T => {
  if (item === undefined) throw notFound();
  return item;
};
const notFoundAnswer = { 404: apiErrorSchema };

/** __Title__'s calls, each on the signed-in account's own items (401 without a token, 403 without the user role). */
export const __camel__Routes: FeatureRoutes = async (app, { db, route }) => {
  /** The account's id, its sample items written if this is its first call. */
  const owner = async (request: FastifyRequest) => {
    const account = currentAccount(request);
    await ensureAccountSampleData(db, __camel__AccountSampleData, account.id);
    return account.id;
  };
  /** The id of the address, when it can be an item's at all (anything else is simply not found). */
  const itemId = (request: FastifyRequest<{ Params: { id: string } }>) => {
    if (!uuidPattern.test(request.params.id)) throw notFound();
    return request.params.id;
  };

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
        response: { 200: __camel__ItemSchema, ...notFoundAnswer },
      },
    }),
    async (request) => found(await read__Pascal__Item(db, await owner(request), itemId(request))),
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
        response: { 200: __camel__ItemSchema, 400: apiErrorSchema, ...notFoundAnswer },
      },
    }),
    async (request) => found(await update__Pascal__Item(db, await owner(request), itemId(request), request.body)),
  );

  app.delete(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'Remove an item',
        params: __camel__ItemParamsSchema,
        response: { 204: z.null(), ...notFoundAnswer },
      },
    }),
    async (request, reply) => {
      if (!(await remove__Pascal__Item(db, await owner(request), itemId(request)))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
