import {
  type Article,
  type ArticleChanges,
  type ArticleFields,
  type ArticleListQuery,
  type ArticlePage,
  type ArticleSummary,
  type KnowledgeBaseCategory,
  knowledgeBaseLimits,
  knowledgeBaseMessages,
} from '@conecta/contracts/knowledge-base';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { everyWordContains } from '../../db/search';
import { HttpError, InputError } from '../../http/errors';
import { richTextPlain, sanitizeRichText } from '../mail';
import { type ArticleRow, knowledgeBaseArticles as articles, knowledgeBaseCategories as categories } from './table';

/** Every category's link: the knowledge base's page (the spec's `path`), where its articles are listed. */
export const knowledgeBasePath = '/pages/knowledge-base';

const notFound = () => new HttpError(404, knowledgeBaseMessages.notFound);
const published = eq(articles.status, 'published');

const toSummary = (row: Pick<ArticleRow, 'id' | 'title' | 'categoryId' | 'status'>): ArticleSummary => ({
  id: row.id,
  title: row.title,
  categoryId: row.categoryId,
  status: row.status,
});

const toArticle = (row: ArticleRow): Article => ({
  ...toSummary(row),
  content: row.content,
  featured: row.featured,
  updatedAt: row.updatedAt.toISOString(),
});

const summaryColumns = {
  id: articles.id,
  title: articles.title,
  categoryId: articles.categoryId,
  status: articles.status,
};

/** The categories in their order, each with its published articles' count and its first featured ones. */
export async function readCategories(db: Database): Promise<KnowledgeBaseCategory[]> {
  const [rows, counts, featured] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position)),
    db
      .select({ categoryId: articles.categoryId, total: count() })
      .from(articles)
      .where(published)
      .groupBy(articles.categoryId),
    db
      .select(summaryColumns)
      .from(articles)
      .where(and(published, eq(articles.featured, true)))
      .orderBy(asc(articles.title), asc(articles.id)),
  ]);
  const totals = new Map(counts.map((row) => [row.categoryId, row.total]));
  return rows.map((category) => ({
    id: category.id,
    title: category.title,
    path: knowledgeBasePath,
    articlesCount: totals.get(category.id) ?? 0,
    featuredArticles: featured
      .filter((article) => article.categoryId === category.id)
      .slice(0, knowledgeBaseLimits.featured)
      .map(toSummary),
  }));
}

/** A page of articles by title: one category's, or those with every searched word; drafts for staff only. */
export async function listArticles(db: Database, query: ArticleListQuery, withDrafts: boolean): Promise<ArticlePage> {
  const where = and(
    withDrafts ? undefined : published,
    query.categoryId ? eq(articles.categoryId, query.categoryId) : undefined,
    everyWordContains(query.q, articles.title, articles.contentText),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(articles)
      .where(where)
      .orderBy(asc(articles.title), asc(articles.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.total ?? 0 };
}

/** An article; a draft is as unknown as a missing one to those who may not see drafts. */
export async function readArticle(db: Database, id: string, withDrafts: boolean): Promise<Article> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), withDrafts ? undefined : published));
  if (!row) throw notFound();
  return toArticle(row);
}

/** The stored form of what staff wrote: sanitised HTML and its plain text for the search. */
function storedContent(html: string) {
  const content = sanitizeRichText(html);
  return { content, contentText: richTextPlain(content) };
}

async function checkCategory(db: Database, categoryId: string): Promise<void> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw new InputError({ categoryId: knowledgeBaseMessages.category });
}

export async function createArticle(db: Database, authorId: string, fields: ArticleFields): Promise<Article> {
  await checkCategory(db, fields.categoryId);
  const [row] = await db
    .insert(articles)
    .values({ ...fields, ...storedContent(fields.content), updatedBy: authorId })
    .returning();
  if (!row) throw new Error('The article insert returned no row');
  return toArticle(row);
}

export async function updateArticle(
  db: Database,
  authorId: string,
  id: string,
  changes: ArticleChanges,
): Promise<Article> {
  if (changes.categoryId) await checkCategory(db, changes.categoryId);
  const [row] = await db
    .update(articles)
    .set({
      ...changes,
      ...(changes.content !== undefined && storedContent(changes.content)),
      updatedAt: sql`now()`,
      updatedBy: authorId,
    })
    .where(eq(articles.id, id))
    .returning();
  if (!row) throw notFound();
  return toArticle(row);
}

export async function removeArticle(db: Database, id: string): Promise<void> {
  const removed = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  if (!removed.length) throw notFound();
}
