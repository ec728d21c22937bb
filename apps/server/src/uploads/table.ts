import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts';

/** PostgreSQL `bytea`; PGlite answers Uint8Array and `pg` a Buffer, so both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Every uploaded file, in the database by default so every API process (PostgreSQL, `WORKERS`) sees
 * the same ones. Rows never change: a replaced file is a new row, so a file's id and ETag stay true.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The use it was uploaded for (`avatar`, …): it decides who may read the file. */
    use: text('use').notNull(),
    /** Who uploaded it; their files go with their account. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The uploader's file name, cleaned; only ever shown, never used as a path. */
    fileName: text('file_name').notNull(),
    /** Read from the bytes when it arrived, never the client's word. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the content, hex: the ETag. */
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    /** A small WebP copy of an image; null for other files. */
    thumbnail: bytea('thumbnail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stored_files_owner_idx').on(table.ownerId, table.use)],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;
