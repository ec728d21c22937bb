import { apiErrorSchema } from '@conecta/contracts';
import {
  academyItemChangesSchema,
  academyItemListSchema,
  academyItemParamsSchema,
  academyItemSchema,
  academyListQuerySchema,
  academyMarkSchema,
  academyPageSchema,
  newAcademyItemSchema,
} from '@conecta/contracts/academy';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { refusals } from '../../db/accountCollection';
import type { FeatureRoutes } from '../../platform/feature';
import { academyCollection, readAcademyItem, readAcademyPage } from './queries';
import { createAcademyItem, markAcademyItems, removeAcademyItem, updateAcademyItem } from './writes';

/** Academy's calls, each on the signed-in account's own items (401 without a token, 403 without the user role). */
export const academyRoutes: FeatureRoutes = async (app, { db, route }) => {
  /** The signed-in account's id, its sample items written if this is its first call. */
  const owner = (request: FastifyRequest) => academyCollection.accountId(db, request);

  app.get(
    '/items',
    route('user', {
      schema: {
        summary: 'One page of the account’s items, sorted and searched',
        querystring: academyListQuerySchema,
        response: { 200: academyPageSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => readAcademyPage(db, await owner(request), request.query),
  );

  app.get(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'One item',
        params: academyItemParamsSchema,
        response: { 200: academyItemSchema, ...refusals },
      },
    }),
    async (request) => readAcademyItem(db, await owner(request), request.params.id),
  );

  app.post(
    '/items',
    route('user', {
      schema: {
        summary: 'Create an item',
        body: newAcademyItemSchema,
        response: { 201: academyItemSchema, 400: apiErrorSchema },
      },
    }),
    async (request, reply) => {
      const item = await createAcademyItem(db, await owner(request), request.body);
      return reply.code(201).send(item);
    },
  );

  app.patch(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'Change an item’s title or done flag',
        params: academyItemParamsSchema,
        body: academyItemChangesSchema,
        response: { 200: academyItemSchema, ...refusals },
      },
    }),
    async (request) => updateAcademyItem(db, await owner(request), request.params.id, request.body),
  );

  app.post(
    '/items/done',
    route('user', {
      schema: {
        summary: 'Mark the selected items done or not: all of them, or none when one is not the account’s',
        body: academyMarkSchema,
        response: { 200: academyItemListSchema, ...refusals },
      },
    }),
    async (request) => ({
      items: await markAcademyItems(db, await owner(request), request.body.ids, request.body.done),
    }),
  );

  app.delete(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'Remove an item',
        params: academyItemParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    }),
    async (request, reply) => {
      await removeAcademyItem(db, await owner(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
