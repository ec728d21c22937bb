import * as z from 'zod/mini';
import { quickSearchSchema } from './list';
import { defineMessages } from './messages';

/**
 * FAQ: the company's questions and answers about the console, under `/api/faq`. Every signed-in account
 * reads them; staff write them (answers in Markdown, sanitised where they are shown) and set their order.
 */

/** The sentences of the FAQ, in English, each with its code `faq.<key>`. */
export const faqMessages = defineMessages('faq', {
  question: 'Write the question in 1 to 300 characters',
  answer: 'Write the answer in 1 to 20000 characters',
  categoryTitle: 'Give the category a title of 1 to 100 characters',
  category: 'Choose one of the categories',
  order: 'List every entry of the category once, in its new order',
  notFound: 'No FAQ entry has this id',
  categoryNotFound: 'No FAQ category has this id',
  categoryNotEmpty: 'Move or remove the entries of this category first',
  full: 'The FAQ holds at most {limit} entries and {categories} categories',
});

export const faqLimits = {
  question: 300,
  answer: 20_000,
  categoryTitle: 100,
  /** The FAQ is read whole (a page of questions, not a data set): at most this many entries. */
  entries: 500,
  categories: 50,
} as const;

const trimmedText = (max: number, message: string) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

const faqIdSchema = z.uuid(faqMessages.notFound);
const categoryIdSchema = z.uuid(faqMessages.category);

/** What staff fill in for an entry; the dialog and the server check it with the same rules. */
export const faqEntryFieldsSchema = z
  .object({
    question: trimmedText(faqLimits.question, faqMessages.question),
    answer: trimmedText(faqLimits.answer, faqMessages.answer),
    categoryId: categoryIdSchema,
  })
  .register(z.globalRegistry, { id: 'FaqEntryFields' });
export type FaqEntryFields = z.infer<typeof faqEntryFieldsSchema>;

/** `PATCH /api/faq/items/:id`: the fields to change. */
export const faqEntryChangesSchema = z.partial(faqEntryFieldsSchema).register(z.globalRegistry, {
  id: 'FaqEntryChanges',
});
export type FaqEntryChanges = z.infer<typeof faqEntryChangesSchema>;

/** An entry as the spec lists it (id, question, answer), with its category, place and last change. */
export const faqItemSchema = z
  .object({
    id: z.string(),
    question: z.string(),
    /** Markdown. */
    answer: z.string(),
    categoryId: z.string(),
    position: z.number(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'FaqItem' });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqCategorySchema = z
  .object({ id: z.string(), title: z.string(), position: z.number() })
  .register(z.globalRegistry, { id: 'FaqCategory' });
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** `GET /api/faq`: every entry in reading order (category, then place); `q` keeps those that match it. */
export const faqQuerySchema = z.object({ q: quickSearchSchema });
export type FaqQuery = z.infer<typeof faqQuerySchema>;

export const faqItemsSchema = z.array(faqItemSchema).register(z.globalRegistry, { id: 'FaqItems' });
export const faqCategoriesSchema = z.array(faqCategorySchema).register(z.globalRegistry, { id: 'FaqCategories' });

export const faqIdParamsSchema = z.object({ id: faqIdSchema });
export const faqCategoryParamsSchema = z.object({ id: z.uuid(faqMessages.categoryNotFound) });

/** `POST /api/faq/categories/:id/order`: the category's entries, every one once, in their new order. */
export const faqOrderSchema = z
  .object({
    ids: z
      .array(faqIdSchema, faqMessages.order)
      .check(z.minLength(1, faqMessages.order), z.maxLength(faqLimits.entries, faqMessages.order)),
  })
  .register(z.globalRegistry, { id: 'FaqOrder' });
export type FaqOrder = z.infer<typeof faqOrderSchema>;

/** `POST /api/faq/categories`, `PATCH /api/faq/categories/:id`. */
export const faqCategoryFieldsSchema = z
  .object({ title: trimmedText(faqLimits.categoryTitle, faqMessages.categoryTitle) })
  .register(z.globalRegistry, { id: 'FaqCategoryFields' });
export type FaqCategoryFields = z.infer<typeof faqCategoryFieldsSchema>;
