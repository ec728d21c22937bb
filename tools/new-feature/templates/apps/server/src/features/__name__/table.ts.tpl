import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';

/** Every account's __Title__ items. */
export const __camel__Items = pgTable(
  '__snake___items',
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
    index('__snake___items_created').on(table.accountId, table.createdAt, table.id),
    index('__snake___items_title').on(table.accountId, table.title, table.id),
  ],
);
export type __Pascal__ItemRow = typeof __camel__Items.$inferSelect;
export type New__Pascal__ItemRow = typeof __camel__Items.$inferInsert;
