import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';

/** The knowledge base's categories, in the order the page shows them. The company's: no owner. */
export const knowledgeBaseCategories = pgTable('knowledge_base_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  position: integer('position').notNull(),
});

/** Its articles: sanitised HTML, with its plain text beside it for the search. */
export const knowledgeBaseArticles = pgTable(
  'knowledge_base_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => knowledgeBaseCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    contentText: text('content_text').notNull(),
    status: text('status', { enum: ['draft', 'published'] }).notNull(),
    featured: boolean('featured').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (table) => [index('knowledge_base_articles_by_category').on(table.categoryId, table.status, table.title)],
);
export type ArticleRow = typeof knowledgeBaseArticles.$inferSelect;
