import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Recent failed sign-ins per email (lower-cased, known or not): in the database so every API process sees
 * the same count, a restart forgets nothing, and no flood of junk emails can evict a real account's count.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_in_failures_last_failure_at_idx').on(table.lastFailureAt)],
);
