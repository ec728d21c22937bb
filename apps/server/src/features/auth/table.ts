import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';

/**
 * Recent failed sign-ins per email (lower-cased, known or not) and source: `ip:<address>`, `device:<hash of the
 * browser's device cookie>`, or `account` for the count over every source (the account-wide ceiling). In the
 * database so every API process sees the same count, a restart forgets nothing, and no flood of junk emails can
 * evict a real account's count.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').notNull(),
    source: text('source').notNull().default('account'),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.source] }),
    index('sign_in_failures_last_failure_at_idx').on(table.lastFailureAt),
  ],
);

/** Failed sign-ins of an account since its last successful one: told to the owner at that next sign-in. */
export const signInFailureNotices = pgTable('sign_in_failure_notices', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

/**
 * The sources (an `ip:` address, a `device:` cookie's hash) an account signed in from successfully: they pass the
 * account-wide slow-down, and a known device keeps its own failure count apart from its address's.
 */
export const signInKnownSources = pgTable(
  'sign_in_known_sources',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.source] }),
    index('sign_in_known_sources_last_sign_in_at_idx').on(table.lastSignInAt),
  ],
);
