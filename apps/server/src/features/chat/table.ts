import { chatStatuses } from '@conecta/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';

/** What the chat knows of an account beyond the account itself; an account without a row has the defaults. */
export const chatProfiles = pgTable('chat_profiles', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  mood: text('mood').notNull().default(''),
  /** The status the person chose; others see it only while the person is connected. */
  status: text('status', { enum: chatStatuses }).notNull().default('online'),
  /** Replaces the account's photo in the chat when not ''. */
  avatar: text('avatar').notNull().default(''),
  /**
   * Sample contacts have nobody behind them, so their seeded status is shown as is; the first live
   * connection of the account clears this and presence follows connections from then on.
   */
  simulatedPresence: boolean('simulated_presence').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A conversation between two accounts, stored once per pair: participantA is the smaller id. */
export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participantA: uuid('participant_a')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    participantB: uuid('participant_b')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chats_pair_key').on(table.participantA, table.participantB),
    index('chats_participant_b_idx').on(table.participantB),
    check('chats_ordered_pair', sql`${table.participantA} < ${table.participantB}`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    who: uuid('who')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_chat_idx').on(table.chatId, table.id),
    // The analytics dashboard counts the messages sent per day or month of a range.
    index('chat_messages_sent_at_idx').on(table.sentAt),
  ],
);

/** One entry of an account's chat list, with what is personal to it: the order and the unread count. */
export const chatListEntries = pgTable(
  'chat_list_entries',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** The list is newest first by this: when the entry was added or its last message came. */
    sortedAt: timestamp('sorted_at', { withTimezone: true }).notNull().defaultNow(),
    unread: integer('unread').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.chatId] }),
    uniqueIndex('chat_list_entries_contact_key').on(table.accountId, table.contactId),
    index('chat_list_entries_order_idx').on(table.accountId, table.sortedAt),
  ],
);
