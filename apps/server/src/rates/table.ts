import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window rate counters (`rates/index.ts`): one row per limited thing (a route and address, an account's
 * sends…), in the database so every server process counts the same hits. A row whose window ended is reset by
 * its next hit and swept now and then.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_counters_resets_at_idx').on(table.resetsAt)],
);
