import { apiErrorSchema } from '@conecta/contracts';
import {
  articleChangesSchema,
  articleFieldsSchema,
  articleListQuerySchema,
  articlePageSchema,
  articleParamsSchema,
  articleSchema,
  knowledgeBaseCategoriesSchema,
} from '@conecta/contracts/knowledge-base';
import { authRoles, hasPermission } from '@conecta/contracts/roles';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { currentAccount } from '../../auth/guard';
import type { FeatureRoutes } from '../../platform/feature';
import { createArticle, listArticles, readArticle, readCategories, removeArticle, updateArticle } from './queries';

const refusals = { 400: apiErrorSchema, 404: apiErrorSchema } as const;
const removedSchema = z.object({ id: z.string() }).register(z.globalRegistry, { id: 'ArticleRemoved' });

/** Staff (and admins) see drafts; everyone else only what is published. */
const seesDrafts = (request: FastifyRequest) => hasPermission(authRoles.staff, currentAccount(request).roles);

export const knowledgeBaseRoutes: FeatureRoutes = async (app, { db, route }) => {
  app.get(
    '',
    route('user', {
      schema: {
        summary: 'The categories (id, title, path, articlesCount, featuredArticles) in their order',
        response: { 200: knowledgeBaseCategoriesSchema },
      },
    }),
    async () => readCategories(db),
  );

  app.get(
    '/articles',
    route('user', {
      schema: {
        summary: 'A page of articles by title: one category’s, or those with every word of `q` (drafts for staff)',
        querystring: articleListQuerySchema,
        response: { 200: articlePageSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => listArticles(db, request.query, seesDrafts(request)),
  );

  app.get(
    '/articles/:id',
    route('user', {
      schema: {
        summary: 'An article with its content (sanitised HTML); a draft only for staff',
        params: articleParamsSchema,
        response: { 200: articleSchema, ...refusals },
      },
    }),
    async (request) => readArticle(db, request.params.id, seesDrafts(request)),
  );

  app.post(
    '/articles',
    route('staff', {
      schema: {
        summary: 'Write an article, as a draft or published (staff); its HTML is sanitised when stored',
        body: articleFieldsSchema,
        response: { 201: articleSchema, 400: apiErrorSchema },
      },
    }),
    async (request, reply) => reply.code(201).send(await createArticle(db, currentAccount(request).id, request.body)),
  );

  app.patch(
    '/articles/:id',
    route('staff', {
      schema: {
        summary: 'Change, publish, unpublish or feature an article (staff)',
        params: articleParamsSchema,
        body: articleChangesSchema,
        response: { 200: articleSchema, ...refusals },
      },
    }),
    async (request) => updateArticle(db, currentAccount(request).id, request.params.id, request.body),
  );

  app.delete(
    '/articles/:id',
    route('staff', {
      schema: {
        summary: 'Remove an article; answers its id (staff)',
        params: articleParamsSchema,
        response: { 200: removedSchema, ...refusals },
      },
    }),
    async (request) => {
      await removeArticle(db, request.params.id);
      return { id: request.params.id };
    },
  );
};
