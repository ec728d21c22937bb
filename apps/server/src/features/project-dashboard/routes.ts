import { apiErrorSchema } from '@conecta/contracts';
import {
  newProjectDashboardItemSchema,
  projectDashboardItemChangesSchema,
  projectDashboardItemListSchema,
  projectDashboardItemParamsSchema,
  projectDashboardItemSchema,
  projectDashboardListQuerySchema,
  projectDashboardMarkSchema,
  projectDashboardPageSchema,
} from '@conecta/contracts/project-dashboard';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { refusals } from '../../db/accountCollection';
import type { FeatureRoutes } from '../../platform/feature';
import { projectDashboardCollection, readProjectDashboardItem, readProjectDashboardPage } from './queries';
import {
  createProjectDashboardItem,
  markProjectDashboardItems,
  removeProjectDashboardItem,
  updateProjectDashboardItem,
} from './writes';

/** Project dashboard's calls, each on the signed-in account's own items (401 without a token, 403 without the user role). */
export const projectDashboardRoutes: FeatureRoutes = async (app, { db, route }) => {
  /** The signed-in account's id, its sample items written if this is its first call. */
  const owner = (request: FastifyRequest) => projectDashboardCollection.accountId(db, request);

  app.get(
    '/items',
    route('user', {
      schema: {
        summary: 'One page of the account’s items, sorted and searched',
        querystring: projectDashboardListQuerySchema,
        response: { 200: projectDashboardPageSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => readProjectDashboardPage(db, await owner(request), request.query),
  );

  app.get(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'One item',
        params: projectDashboardItemParamsSchema,
        response: { 200: projectDashboardItemSchema, ...refusals },
      },
    }),
    async (request) => readProjectDashboardItem(db, await owner(request), request.params.id),
  );

  app.post(
    '/items',
    route('user', {
      schema: {
        summary: 'Create an item',
        body: newProjectDashboardItemSchema,
        response: { 201: projectDashboardItemSchema, 400: apiErrorSchema },
      },
    }),
    async (request, reply) => {
      const item = await createProjectDashboardItem(db, await owner(request), request.body);
      return reply.code(201).send(item);
    },
  );

  app.patch(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'Change an item’s title or done flag',
        params: projectDashboardItemParamsSchema,
        body: projectDashboardItemChangesSchema,
        response: { 200: projectDashboardItemSchema, ...refusals },
      },
    }),
    async (request) => updateProjectDashboardItem(db, await owner(request), request.params.id, request.body),
  );

  app.post(
    '/items/done',
    route('user', {
      schema: {
        summary: 'Mark the selected items done or not: all of them, or none when one is not the account’s',
        body: projectDashboardMarkSchema,
        response: { 200: projectDashboardItemListSchema, ...refusals },
      },
    }),
    async (request) => ({
      items: await markProjectDashboardItems(db, await owner(request), request.body.ids, request.body.done),
    }),
  );

  app.delete(
    '/items/:id',
    route('user', {
      schema: {
        summary: 'Remove an item',
        params: projectDashboardItemParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    }),
    async (request, reply) => {
      await removeProjectDashboardItem(db, await owner(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
