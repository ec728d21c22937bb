import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../accounts';

/** PostgreSQL `bytea`; PGlite answers Uint8Array and `pg` a Buffer, so both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of every stored file, once per content (SHA-256): a file sent to ten people, or uploaded twice, is
 * kept once. Removed by the sweep when no stored file names it (`sweepUploads`).
 */
export const fileContents = pgTable('file_contents', {
  /** SHA-256 of the bytes, hex. */
  sha256: text('sha256').primaryKey(),
  size: integer('size').notNull(),
  /** False while its chunks are still being written (or were cut off by a crash: the sweep removes those). */
  complete: boolean('complete').notNull().default(false),
  /** When an upload last asked for it: content touched a moment ago is never swept, an upload may be naming it. */
  touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The bytes in pieces of at most `contentChunkBytes`, one statement each: the embedded database runs one
 * statement at a time, so a 10 MiB upload written in one piece would hold every other route for seconds.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    sha256: text('sha256')
      .notNull()
      .references(() => fileContents.sha256, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sha256, table.seq] })],
);

/**
 * Every stored file: a name, a type and an owner for a content. Rows never change: a replaced file is a new row,
 * so a file's id and ETag stay true. A mail delivered with attachments gives each recipient rows of their own
 * naming the same content (no bytes are copied).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The use it was uploaded for (`avatar`, …): it decides who may read the file. */
    use: text('use').notNull(),
    /** Who uploaded it, or received it with a mail; their files go with their account. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The uploader's file name, cleaned; only ever shown, never used as a path. */
    fileName: text('file_name').notNull(),
    /** Read from the bytes when it arrived, never the client's word. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** The content (SHA-256, hex), also the ETag. */
    sha256: text('sha256')
      .notNull()
      .references(() => fileContents.sha256),
    /** The content of a small WebP copy of an image; null for other files. */
    thumbnailSha256: text('thumbnail_sha256').references(() => fileContents.sha256),
    /** Delivered to this owner with a mail, not uploaded by them: not counted in their storage quota. */
    received: boolean('received').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stored_files_owner_idx').on(table.ownerId, table.use),
    // The sweep asks, for each content, whether any file still names it.
    index('stored_files_sha256_idx').on(table.sha256),
    index('stored_files_thumbnail_idx').on(table.thumbnailSha256).where(sql`${table.thumbnailSha256} is not null`),
  ],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;

/**
 * Files sent in parts (`resumable.ts`): where each stands. A part's bytes wait in `upload_parts` until the upload is
 * complete and handed to its feature, which stores it as any other upload; then both go.
 */
export const uploadSessions = pgTable('upload_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  use: text('use').notNull(),
  fileName: text('file_name').notNull(),
  /** The size announced at the start; the upload is complete when `received` reaches it. */
  size: integer('size').notNull(),
  received: integer('received').notNull().default(0),
  /** Uploads left standing this long are removed by the sweep. */
  touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
});

export const uploadParts = pgTable(
  'upload_parts',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploadSessions.id, { onDelete: 'cascade' }),
    /** Where the part starts in the file. */
    offset: integer('offset').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.offset] })],
);
