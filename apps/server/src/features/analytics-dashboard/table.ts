import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The fleet's counts the analytics dashboard reads, kept by the database itself: statement-level triggers on
 * `devices` (insert, update, delete, truncate; see the migration `analytics_dashboard`) add each statement's
 * changes here in the same transaction, so every writer — the API, the CSV import, the seeding scripts — keeps it
 * exact, and a dashboard over a million devices reads a few hundred rows instead of the fleet.
 *
 * `dimension` names what is counted, `value` the group:
 * - `network`, `kind`, `manufacturer`, `state` (the UF, or '' for none), `city` (`UF|city`): devices per group;
 * - `line-start` / `line-end` (`YYYY-MM-DD`, UTC): lines put in service / taken out of service that day, so the
 *   lines in service on any day are the starts up to it minus the ends before it.
 */
export const analyticsDeviceCounts = pgTable(
  'analytics_device_counts',
  {
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.dimension, table.value] })],
);
