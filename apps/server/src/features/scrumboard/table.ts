import type {
  ScrumboardActivity,
  ScrumboardAttachment,
  ScrumboardChecklist,
  ScrumboardLabel,
} from '@conecta/contracts/scrumboard';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';

/**
 * Boards shared by their members. `version` grows with every change of the board, its lists or its cards, so an
 * order made on an older board is told apart (and refused) by the board row alone.
 */
export const scrumboardBoards = pgTable('scrumboard_boards', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  uri: text('uri').notNull(),
  color: text('color').notNull().default('fuse-dark'),
  subscribed: boolean('subscribed').notNull().default(true),
  cardCoverImages: boolean('card_cover_images').notNull().default(true),
  labels: jsonb('labels').$type<ScrumboardLabel[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ScrumboardBoardRow = typeof scrumboardBoards.$inferSelect;

/** Who may see and change a board: its members, console accounts. */
export const scrumboardMembers = pgTable(
  'scrumboard_members',
  {
    boardId: uuid('board_id')
      .notNull()
      .references(() => scrumboardBoards.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.boardId, table.accountId] }),
    // "My boards" reads by account.
    index('scrumboard_members_account').on(table.accountId),
  ],
);

/** A board's lists, in `position` order. */
export const scrumboardLists = pgTable(
  'scrumboard_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => scrumboardBoards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    wipLimit: integer('wip_limit'),
  },
  (table) => [index('scrumboard_lists_board').on(table.boardId, table.position)],
);
export type ScrumboardListRow = typeof scrumboardLists.$inferSelect;

/** A board's cards: each in one list (`listId`), in `position` order there; the list's `idCards` is read from them. */
export const scrumboardCards = pgTable(
  'scrumboard_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => scrumboardBoards.id, { onDelete: 'cascade' }),
    listId: uuid('list_id')
      .notNull()
      .references(() => scrumboardLists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    idAttachmentCover: text('id_attachment_cover').notNull().default(''),
    idMembers: jsonb('id_members').$type<string[]>().notNull().default([]),
    idLabels: jsonb('id_labels').$type<string[]>().notNull().default([]),
    attachments: jsonb('attachments').$type<ScrumboardAttachment[]>().notNull().default([]),
    subscribed: boolean('subscribed').notNull().default(false),
    checklists: jsonb('checklists').$type<ScrumboardChecklist[]>().notNull().default([]),
    activities: jsonb('activities').$type<ScrumboardActivity[]>().notNull().default([]),
    due: timestamp('due', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('scrumboard_cards_board').on(table.boardId, table.listId, table.position),
    index('scrumboard_cards_list').on(table.listId),
  ],
);
export type ScrumboardCardRow = typeof scrumboardCards.$inferSelect;
