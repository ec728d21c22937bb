import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';
import { storedFiles } from '../../uploads/table';

/**
 * The company drive: folders and files in one tree. A file names a stored upload (its bytes kept once by the
 * upload module), so a copy is a new row naming the same upload. Removing a folder for good removes what is in it.
 */
export const fileManagerItems = pgTable(
  'file_manager_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The folder it is in; null at the drive's top. */
    parentId: uuid('parent_id').references((): AnyPgColumn => fileManagerItems.id, { onDelete: 'cascade' }),
    /** Who may change it besides admins; null for the company's own items ('public'). */
    ownerId: uuid('owner_id').references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['folder', 'document', 'spreadsheet'] }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    extention: text('extention').notNull().default(''),
    offline: boolean('offline').notNull().default(false),
    /** The upload it names; null for folders and for sample files without bytes. */
    storedFileId: uuid('stored_file_id').references(() => storedFiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** When it was put in the trash; what is inside a trashed folder stays as it was, hidden with it. */
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
  },
  (table) => [
    // One index per sort within a folder, the id as tie-breaker: a folder of 10,000 files pages as an index range.
    index('file_manager_items_name').on(table.parentId, table.name, table.id),
    index('file_manager_items_modified').on(table.parentId, table.modifiedAt, table.id),
    index('file_manager_items_size').on(table.parentId, table.size, table.id),
    index('file_manager_items_type').on(table.parentId, table.type, table.id),
    index('file_manager_items_created').on(table.parentId, table.createdAt, table.id),
    index('file_manager_items_trashed').on(table.trashedAt, table.id).where(sql`${table.trashedAt} is not null`),
    // The upload sweep asks whether a drive file still names an upload.
    index('file_manager_items_stored_file').on(table.storedFileId),
  ],
);
export type FileManagerItemRow = typeof fileManagerItems.$inferSelect;
export type NewFileManagerItemRow = typeof fileManagerItems.$inferInsert;
