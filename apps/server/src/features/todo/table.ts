import { type SQL, sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';
import { fullTextDocument, searchVectorColumn } from '../../db/search';

/** Every account's to-dos. `deleted` is the soft delete of remove-todo; delete-todos removes rows. */
export const todoItems = pgTable(
  'todo_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    startDate: timestamp('start_date', { withTimezone: true }),
    dueDate: timestamp('due_date', { withTimezone: true }),
    completed: boolean('completed').notNull().default(false),
    starred: boolean('starred').notNull().default(false),
    important: boolean('important').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    labels: smallint('labels').array().notNull().default(sql`'{}'`),
    folder: smallint('folder'),
    /** The manual order, smallest first; a new to-do goes last. */
    position: bigint('position', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Title, then notes: what the console-wide search reads, through its GIN index. */
    search: searchVectorColumn((): SQL => fullTextDocument(todoItems.title, todoItems.notes)),
  },
  (table) => [
    index('todo_items_search').using('gin', table.search),
    // One index per sort, each with the id as tie-breaker, so every sorted page is an index range.
    index('todo_items_position').on(table.accountId, table.position, table.id),
    index('todo_items_start').on(table.accountId, table.startDate, table.id),
    index('todo_items_due').on(table.accountId, table.dueDate, table.id),
    index('todo_items_title').on(table.accountId, table.title, table.id),
  ],
);
export type TodoRow = typeof todoItems.$inferSelect;
export type NewTodoRow = typeof todoItems.$inferInsert;
