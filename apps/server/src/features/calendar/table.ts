import type { CalendarRecurrence } from '@conecta/contracts/calendar';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';

/**
 * Every account's events. A row is a single event, a series (`recurrence` set: its first occurrence's start and
 * end, the rule kept in the wall time of `time_zone`, the removed or changed occurrences' starts in `exdates`), or a
 * changed occurrence of a series (`series_id` and `recurrence_id`, the start it had there).
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    start: timestamp('start', { withTimezone: true }).notNull(),
    end: timestamp('end', { withTimezone: true }).notNull(),
    desc: text('desc').notNull().default(''),
    timeZone: text('time_zone').notNull().default('UTC'),
    recurrence: jsonb('recurrence').$type<CalendarRecurrence>(),
    exdates: text('exdates').array().notNull().default(sql`'{}'`),
    seriesId: uuid('series_id'),
    recurrenceId: text('recurrence_id'),
    /** Minutes before each start to remind the account, or null. */
    reminderMinutes: integer('reminder_minutes'),
    /** When the next reminder fires (kept by every write and by the firing itself; swept by every process). */
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }),
    /** The start of the occurrence whose reminder fired last (listed until it ends). */
    remindedStart: timestamp('reminded_start', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('calendar_events_start').on(table.accountId, table.start),
    index('calendar_events_series').on(table.seriesId),
    // Only the rows with a reminder to come: what every process's sweep reads.
    index('calendar_events_next_reminder').on(table.nextReminderAt).where(sql`${table.nextReminderAt} is not null`),
  ],
);
export type CalendarEventRow = typeof calendarEvents.$inferSelect;
export type NewCalendarEventRow = typeof calendarEvents.$inferInsert;

/** Each account's private subscription token (`GET /api/calendar-app/subscription/<token>.ics`). */
export const calendarSubscriptions = pgTable('calendar_subscriptions', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
});
