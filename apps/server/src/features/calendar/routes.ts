import { apiErrorSchema } from '@conecta/contracts';
import {
  calendarItemChangesSchema,
  calendarItemListSchema,
  calendarItemParamsSchema,
  calendarItemSchema,
  calendarListQuerySchema,
  calendarMarkSchema,
  calendarPageSchema,
  newCalendarItemSchema,
} from '@conecta/contracts/calendar';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { refusals } from '../../db/accountCollection';
import type { FeatureRoutes } from '../../platform/feature';
import { calendarCollection, readCalendarItem, readCalendarPage } from './queries';
import { createCalendarItem, markCalendarItems, removeCalendarItem, updateCalendarItem } from './writes';

/** Calendar's calls, each on the signed-in account's own items (401 without a token, 403 without the user role). */
export const calendarRoutes: FeatureRoutes = async (app, { db, route }) => {
  /** The signed-in account's id, its sample items written if this is its first call. */
  const owner = (request: FastifyRequest) => calendarCollection.accountId(db, request);

  app.get(
    '/items',
    route('user', {
      schema: {
        summary: 'One page of the account’s items, sorted and searched',
        querystring: calendarListQuerySchema,
        response: { 200: calendarPageSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => readCalendarPage(db, await owner(request), request.query),
  );

  app.get(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'One item',
        params: calendarItemParamsSchema,
        response: { 200: calendarItemSchema, ...refusals },
      },
    }),
    async (request) => readCalendarItem(db, await owner(request), request.params.id),
  );

  app.post(
    '/items',
    route('user', {
      schema: {
        summary: 'Create an item',
        body: newCalendarItemSchema,
        response: { 201: calendarItemSchema, 400: apiErrorSchema },
      },
    }),
    async (request, reply) => {
      const item = await createCalendarItem(db, await owner(request), request.body);
      return reply.code(201).send(item);
    },
  );

  app.patch(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'Change an item’s title or done flag',
        params: calendarItemParamsSchema,
        body: calendarItemChangesSchema,
        response: { 200: calendarItemSchema, ...refusals },
      },
    }),
    async (request) => updateCalendarItem(db, await owner(request), request.params.id, request.body),
  );

  app.post(
    '/items/done',
    route('user', {
      schema: {
        summary: 'Mark the selected items done or not: all of them, or none when one is not the account’s',
        body: calendarMarkSchema,
        response: { 200: calendarItemListSchema, ...refusals },
      },
    }),
    async (request) => ({
      items: await markCalendarItems(db, await owner(request), request.body.ids, request.body.done),
    }),
  );

  app.delete(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'Remove an item',
        params: calendarItemParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    }),
    async (request, reply) => {
      await removeCalendarItem(db, await owner(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
