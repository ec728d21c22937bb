import type { NoteCheckItem } from '@conecta/contracts/notes';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';
import { fullTextDocument, searchVectorColumn } from '../../db/search';

/** Every account's notes. */
export const notesItems = pgTable(
  'notes_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    archive: boolean('archive').notNull().default(false),
    image: text('image').notNull().default(''),
    /** When the note was made: the lists show the newest first, so a new note goes first. */
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
    reminder: timestamp('reminder', { withTimezone: true }),
    /** Set by the scheduler when the reminder fired; cleared when the reminder changes. */
    reminderFiredAt: timestamp('reminder_fired_at', { withTimezone: true }),
    /** The user dismissed the fired reminder: it leaves the list of fired ones. */
    reminderSeen: boolean('reminder_seen').notNull().default(false),
    checklist: jsonb('checklist').$type<NoteCheckItem[]>().notNull().default(sql`'[]'::jsonb`),
    /** The checklist's texts, one per line: what the search reads of the checklist. */
    checklistText: text('checklist_text').notNull().default(''),
    labels: uuid('labels').array().notNull().default(sql`'{}'`),
    /** Grows with every saved change: an update naming an older one is refused (two tabs never overwrite). */
    version: integer('version').notNull().default(1),
    /** Title, then text and checklist: what the console-wide search reads, through its GIN index. */
    search: searchVectorColumn(
      (): SQL => fullTextDocument(notesItems.title, notesItems.description, notesItems.checklistText),
    ),
  },
  (table) => [
    index('notes_items_search').using('gin', table.search),
    index('notes_items_time').on(table.accountId, table.time, table.id),
    // The scheduler's look for reminders due: only the ones not fired yet are in it.
    index('notes_items_reminder_due')
      .on(table.reminder)
      .where(sql`${table.reminder} is not null and ${table.reminderFiredAt} is null`),
  ],
);
export type NoteRow = typeof notesItems.$inferSelect;

/** Every account's note labels. */
export const notesLabels = pgTable(
  'notes_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    handle: text('handle').notNull(),
  },
  // Names are unique per account: update-labels takes the whole set and the contract refuses a repeated name.
  (table) => [index('notes_labels_account').on(table.accountId, table.name)],
);
export type NoteLabelRow = typeof notesLabels.$inferSelect;
