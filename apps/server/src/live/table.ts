import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts/table';

/**
 * The open live streams of every server process: a row per stream, refreshed by its process's heartbeat; rows of
 * a process that died go stale after `staleStreamSeconds` (hub.ts). They cap the streams an account holds on all processes
 * together, and tell features who is connected (the chat's presence). The table keeps the name it had when the
 * chat owned the stream, so moving it here needed no migration.
 */
export const liveConnections = pgTable(
  'chat_connections',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    processId: uuid('process_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_connections_account_idx').on(table.accountId),
    index('chat_connections_process_idx').on(table.processId),
  ],
);
