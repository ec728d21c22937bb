import * as z from 'zod/mini';
import { quickSearchSchema } from './list';
import { defineMessages } from './messages';

/**
 * Knowledge base: the company's help articles (HTML, sanitised when stored and again when shown) in
 * categories, under `/api/knowledge-base`. Everyone signed in reads what is published; staff write, keep
 * drafts, publish and feature articles.
 */

export const knowledgeBaseMessages = defineMessages('knowledgeBase', {
  title: 'Give the article a title of 1 to 200 characters',
  content: 'Write the article: up to 200000 characters',
  category: 'Choose one of the categories',
  status: 'An article is a draft or published',
  notFound: 'No article has this id',
});

export const knowledgeBaseLimits = { title: 200, content: 200_000, featured: 4 } as const;

export const articleStatuses = ['draft', 'published'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

/** What staff fill in; the editor and the server check it with the same rules. */
export const articleFieldsSchema = z
  .object({
    title: z
      .string(knowledgeBaseMessages.title)
      .check(
        z.trim(),
        z.minLength(1, knowledgeBaseMessages.title),
        z.maxLength(knowledgeBaseLimits.title, knowledgeBaseMessages.title),
      ),
    /** HTML from the rich-text editor. */
    content: z
      .string(knowledgeBaseMessages.content)
      .check(z.maxLength(knowledgeBaseLimits.content, knowledgeBaseMessages.content)),
    categoryId: z.uuid(knowledgeBaseMessages.category),
    status: z.enum(articleStatuses, knowledgeBaseMessages.status),
    /** Shown on its category's card (the first few featured, by title). */
    featured: z._default(z.boolean(), false),
  })
  .register(z.globalRegistry, { id: 'ArticleFields' });
export type ArticleFields = z.infer<typeof articleFieldsSchema>;
export type ArticleFieldsInput = z.input<typeof articleFieldsSchema>;

export const articleChangesSchema = z.partial(articleFieldsSchema).register(z.globalRegistry, { id: 'ArticleChanges' });
export type ArticleChanges = z.infer<typeof articleChangesSchema>;

/** An article as the spec lists it (id, title, content as HTML), with its category, state and last change. */
export const articleSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    content: z.string(),
    categoryId: z.string(),
    status: z.enum(articleStatuses),
    featured: z.boolean(),
    updatedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Article' });
export type Article = z.infer<typeof articleSchema>;

/** An article in a list: no content. */
export const articleSummarySchema = z
  .object({ id: z.string(), title: z.string(), categoryId: z.string(), status: z.enum(articleStatuses) })
  .register(z.globalRegistry, { id: 'ArticleSummary' });
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** A category as the spec lists it: id, title, path, articlesCount, featuredArticles. */
export const knowledgeBaseCategorySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    path: z.string(),
    articlesCount: z.number(),
    featuredArticles: z.array(articleSummarySchema),
  })
  .register(z.globalRegistry, { id: 'KnowledgeBaseCategory' });
export type KnowledgeBaseCategory = z.infer<typeof knowledgeBaseCategorySchema>;
export const knowledgeBaseCategoriesSchema = z
  .array(knowledgeBaseCategorySchema)
  .register(z.globalRegistry, { id: 'KnowledgeBaseCategories' });

/** `GET /api/knowledge-base/articles`: a page of articles by title, of one category or searched in all. */
export const articleListQuerySchema = z.object({
  q: quickSearchSchema,
  categoryId: z.optional(z.uuid(knowledgeBaseMessages.category)),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000)), 0),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

export const articlePageSchema = z
  .object({ items: z.array(articleSummarySchema), total: z.number() })
  .register(z.globalRegistry, { id: 'ArticlePage' });
export type ArticlePage = z.infer<typeof articlePageSchema>;

export const articleParamsSchema = z.object({ id: z.uuid(knowledgeBaseMessages.notFound) });
