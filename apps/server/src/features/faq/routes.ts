import { apiErrorSchema } from '@conecta/contracts';
import {
  faqCategoriesSchema,
  faqCategoryFieldsSchema,
  faqCategoryParamsSchema,
  faqCategorySchema,
  faqEntryChangesSchema,
  faqEntryFieldsSchema,
  faqIdParamsSchema,
  faqItemSchema,
  faqItemsSchema,
  faqOrderSchema,
  faqQuerySchema,
} from '@conecta/contracts/faq';
import * as z from 'zod/mini';
import { currentAccount } from '../../auth/guard';
import type { FeatureRoutes } from '../../platform/feature';
import {
  createFaqCategory,
  createFaqEntry,
  orderFaqCategory,
  readFaq,
  readFaqCategories,
  removeFaqCategory,
  removeFaqEntry,
  renameFaqCategory,
  updateFaqEntry,
} from './queries';

const refusals = { 400: apiErrorSchema, 404: apiErrorSchema } as const;
const removedSchema = z.object({ id: z.string() }).register(z.globalRegistry, { id: 'FaqRemoved' });

/** The FAQ is the company's: every signed-in account reads it (user), staff write it. */
export const faqRoutes: FeatureRoutes = async (app, { db, route }) => {
  app.get(
    '',
    route('user', {
      schema: {
        summary: 'Every FAQ entry (id, question, answer in Markdown) in reading order; `q` keeps those with every word',
        querystring: faqQuerySchema,
        response: { 200: faqItemsSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => readFaq(db, request.query.q),
  );

  app.get(
    '/categories',
    route('user', {
      schema: { summary: 'The FAQ’s categories in their order', response: { 200: faqCategoriesSchema } },
    }),
    async () => readFaqCategories(db),
  );

  app.post(
    '/items',
    route('staff', {
      schema: {
        summary: 'Add an entry, last in its category (staff)',
        body: faqEntryFieldsSchema,
        response: { 201: faqItemSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    }),
    async (request, reply) => reply.code(201).send(await createFaqEntry(db, currentAccount(request).id, request.body)),
  );

  app.patch(
    '/items/:id',
    route('staff', {
      schema: {
        summary: 'Change an entry; moved to another category, it goes last there (staff)',
        params: faqIdParamsSchema,
        body: faqEntryChangesSchema,
        response: { 200: faqItemSchema, ...refusals },
      },
    }),
    async (request) => updateFaqEntry(db, currentAccount(request).id, request.params.id, request.body),
  );

  app.delete(
    '/items/:id',
    route('staff', {
      schema: {
        summary: 'Remove an entry; answers its id (staff)',
        params: faqIdParamsSchema,
        response: { 200: removedSchema, ...refusals },
      },
    }),
    async (request) => {
      await removeFaqEntry(db, request.params.id);
      return { id: request.params.id };
    },
  );

  app.post(
    '/categories/:id/order',
    route('staff', {
      schema: {
        summary: 'Put the category’s entries in this order: every one of them once, or nothing changes (staff)',
        params: faqCategoryParamsSchema,
        body: faqOrderSchema,
        response: { 200: faqItemsSchema, ...refusals },
      },
    }),
    async (request) => orderFaqCategory(db, request.params.id, request.body.ids),
  );

  app.post(
    '/categories',
    route('staff', {
      schema: {
        summary: 'Add a category, last (staff)',
        body: faqCategoryFieldsSchema,
        response: { 201: faqCategorySchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    }),
    async (request, reply) => reply.code(201).send(await createFaqCategory(db, request.body)),
  );

  app.patch(
    '/categories/:id',
    route('staff', {
      schema: {
        summary: 'Rename a category (staff)',
        params: faqCategoryParamsSchema,
        body: faqCategoryFieldsSchema,
        response: { 200: faqCategorySchema, ...refusals },
      },
    }),
    async (request) => renameFaqCategory(db, request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    route('staff', {
      schema: {
        summary: 'Remove an empty category; one with entries is refused with 409 (staff)',
        params: faqCategoryParamsSchema,
        response: { 200: removedSchema, ...refusals, 409: apiErrorSchema },
      },
    }),
    async (request) => {
      await removeFaqCategory(db, request.params.id);
      return { id: request.params.id };
    },
  );
};
