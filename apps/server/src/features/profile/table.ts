import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';

/** Every account's Profile items. */
export const profileItems = pgTable(
  'profile_items',
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
    index('profile_items_created').on(table.accountId, table.createdAt, table.id),
    index('profile_items_title').on(table.accountId, table.title, table.id),
  ],
);
export type ProfileItemRow = typeof profileItems.$inferSelect;
export type NewProfileItemRow = typeof profileItems.$inferInsert;
