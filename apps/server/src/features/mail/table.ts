import type { MailAddress, MailAttachment } from '@conecta/contracts/mail';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';
import { searchConfig, tsvector } from '../../db/search';

/**
 * Every account's mailbox, one row per mail. The sender is stored flat (sent copies and delivered copies
 * are separate rows, each its own account's), recipients and attachments as JSON as the API shows them.
 */
export const mailItems = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 0 inbox, 1 sent, 2 drafts, 3 spam, 4 trash. */
    folder: smallint('folder').notNull(),
    fromName: text('from_name').notNull(),
    fromEmail: text('from_email').notNull(),
    fromAvatar: text('from_avatar').notNull().default(''),
    to: jsonb('to').$type<MailAddress[]>().notNull().default([]),
    cc: jsonb('cc').$type<MailAddress[]>().notNull().default([]),
    bcc: jsonb('bcc').$type<MailAddress[]>().notNull().default([]),
    subject: text('subject').notNull().default(''),
    /** Sanitised HTML (see `sanitizeMailHtml`). */
    message: text('message').notNull().default(''),
    /** The message as plain text: what search reads and highlights, so no markup ever reaches a highlight. */
    bodyText: text('body_text').notNull().default(''),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
    read: boolean('read').notNull().default(false),
    starred: boolean('starred').notNull().default(false),
    important: boolean('important').notNull().default(false),
    labels: smallint('labels').array().notNull().default(sql`'{}'`),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** Sent mail: the addresses outside the console, which got nothing. */
    /**
     * Written by compose and not sent yet, whichever folder it was moved to: sending it delivers it. A sent or
     * received mail is not a draft even in the Drafts folder of old data (see the migration).
     */
    draft: boolean('draft').notNull().default(false),
    notDeliveredTo: jsonb('not_delivered_to').$type<string[]>().notNull().default([]),
    /**
     * A sent mail held for undo: delivered to its recipients at this time by whichever server process claims it
     * first (`deliverDueMails`), then null. Null for every other mail.
     */
    sendAt: timestamp('send_at', { withTimezone: true }),
    /**
     * Subject first, then sender, then body, weighted so (generated: nothing can forget to update it), in the
     * search configuration of every list (`db/search.ts`: no stemming, accents and case ignored).
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector(${searchConfig}, ${mailItems.subject}), 'A') || setweight(to_tsvector(${searchConfig}, ${mailItems.fromName} || ' ' || ${mailItems.fromEmail}), 'B') || setweight(to_tsvector(${searchConfig}, ${mailItems.bodyText}), 'C')`,
      ),
  },
  (table) => [
    // A folder page: the account's folder, newest first, read as an index range.
    index('mail_messages_folder_time').on(table.accountId, table.folder, table.time, table.id),
    // Labels and filters cut across folders: the account's mails newest first, filtered as they are read.
    index('mail_messages_account_time').on(table.accountId, table.time, table.id),
    index('mail_messages_starred_time').on(table.accountId, table.time, table.id).where(sql`${table.starred}`),
    index('mail_messages_important_time').on(table.accountId, table.time, table.id).where(sql`${table.important}`),
    // The unread counts of every list: only the unread mail of the account is read.
    index('mail_messages_unread').on(table.accountId, table.folder).where(sql`not ${table.read}`),
    index('mail_messages_labels').using('gin', table.labels),
    index('mail_messages_search').using('gin', table.search),
    // The sends waiting for their time, read by every process's scheduler: only those rows are in it.
    index('mail_messages_send_at').on(table.sendAt).where(sql`${table.sendAt} is not null`),
  ],
);
export type MailRow = typeof mailItems.$inferSelect;
export type NewMailRow = typeof mailItems.$inferInsert;
