import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';

/** Every account's Calendar items. */
export const calendarItems = pgTable(
  'calendar_items',
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
    index('calendar_items_created').on(table.accountId, table.createdAt, table.id),
    index('calendar_items_title').on(table.accountId, table.title, table.id),
  ],
);
export type CalendarItemRow = typeof calendarItems.$inferSelect;
export type NewCalendarItemRow = typeof calendarItems.$inferInsert;
