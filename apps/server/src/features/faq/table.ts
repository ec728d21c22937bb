import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';

/** The FAQ's categories, in the order the page shows them. Shared by the company: no owner. */
export const faqCategories = pgTable('faq_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  position: integer('position').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The FAQ's entries: a question and its answer (Markdown), placed within a category. */
export const faqItems = pgTable(
  'faq_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A category with entries cannot be removed (the route says so first): no entry is lost with it.
    categoryId: uuid('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'restrict' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Who wrote the last change; kept when that account goes.
    updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (table) => [index('faq_items_reading_order').on(table.categoryId, table.position)],
);
export type FaqItemRow = typeof faqItems.$inferSelect;
export type FaqCategoryRow = typeof faqCategories.$inferSelect;
