import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';

/** Every account's Academy items. */
export const academyItems = pgTable(
  'academy_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    done: boolean('done').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One index per sort, the id as tie-breaker, so every sorted page is an index range (see db/keyset.ts).
    index('academy_items_created').on(table.accountId, table.createdAt, table.id),
    index('academy_items_title').on(table.accountId, table.title, table.id),
  ],
);
export type AcademyItemRow = typeof academyItems.$inferSelect;
export type NewAcademyItemRow = typeof academyItems.$inferInsert;
