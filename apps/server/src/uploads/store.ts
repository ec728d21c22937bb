import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileMessages } from '@conecta/contracts/files';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { fileChunks, fileContents, storedFiles } from './table';

/** What the upload module knows of a stored file, without its bytes. */
export interface StoredFileInfo {
  id: string;
  use: string;
  ownerId: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  hasThumbnail: boolean;
  createdAt: Date;
}

export interface NewStoredFile {
  use: string;
  ownerId: string;
  fileName: string;
  contentType: string;
  sha256: string;
  content: Buffer;
  thumbnail: Buffer | null;
}

export type FileVariant = 'original' | 'thumbnail';

export interface SaveOptions {
  /** Refuse (413) when the owner's stored uploads would pass this many bytes; no limit when omitted. */
  quotaBytes?: number;
}

/**
 * Where the bytes live. The database store is the default; a disk or S3 store only has to answer these calls
 * (keeping the info rows in the database and the bytes elsewhere).
 */
export interface FileStore {
  save(file: NewStoredFile, options?: SaveOptions): Promise<StoredFileInfo>;
  info(id: string): Promise<StoredFileInfo | undefined>;
  /** The bytes of one variant, undefined when the file (or an image's thumbnail) does not exist. */
  read(id: string, variant: FileVariant): Promise<Buffer | undefined>;
  /** The same, read a chunk at a time as the stream is consumed, with its length. */
  stream(id: string, variant: FileVariant): Promise<{ size: number; stream: Readable } | undefined>;
  /**
   * Another owner's record of the same content (a mail's attachment delivered to a recipient): no bytes are
   * copied. Undefined when the file is gone.
   */
  share(id: string, ownerId: string): Promise<StoredFileInfo | undefined>;
  /** Removes the file if it is `ownerId`'s and of that use; answers whether it did. Its content goes with the sweep. */
  remove(id: string, owner: { ownerId: string; use: string }): Promise<boolean>;
  /** The bytes the owner's uploads take: each distinct content once, originals only, received files not counted. */
  usage(ownerId: string): Promise<number>;
}

/** Each row of `file_chunks` holds this much: one short statement each, whichever engine. */
export const contentChunkBytes = 256 * 1024;

const infoColumns = {
  id: storedFiles.id,
  use: storedFiles.use,
  ownerId: storedFiles.ownerId,
  fileName: storedFiles.fileName,
  contentType: storedFiles.contentType,
  size: storedFiles.size,
  sha256: storedFiles.sha256,
  hasThumbnail: sql<boolean>`${storedFiles.thumbnailSha256} is not null`,
  createdAt: storedFiles.createdAt,
};

/** Lets the event loop run queued requests between two chunks (their queries queue behind the next one). */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Makes sure the content is stored, writing it (a chunk per statement, not in one transaction) unless a complete
 * copy is there already. Touching the row first keeps the sweep off it while the file row is written.
 */
async function putContent(db: Database, sha256: string, bytes: Buffer): Promise<void> {
  const [row] = await db
    .insert(fileContents)
    .values({ sha256, size: bytes.length })
    .onConflictDoUpdate({ target: fileContents.sha256, set: { touchedAt: sql`now()` } })
    .returning({ complete: fileContents.complete });
  if (row?.complete) return;
  for (let seq = 0; seq * contentChunkBytes < bytes.length; seq += 1) {
    await db
      .insert(fileChunks)
      .values({ sha256, seq, bytes: bytes.subarray(seq * contentChunkBytes, (seq + 1) * contentChunkBytes) })
      .onConflictDoNothing();
    await yieldToOthers();
  }
  await db.update(fileContents).set({ complete: true, touchedAt: sql`now()` }).where(eq(fileContents.sha256, sha256));
}

const bytesOfUploads = (db: Database, ownerId: string) =>
  db
    .select({ used: sql<string>`coalesce(sum(${fileContents.size}), 0)` })
    .from(fileContents)
    .where(
      sql`exists (select 1 from ${storedFiles} where ${storedFiles.sha256} = ${fileContents.sha256} and ${storedFiles.ownerId} = ${ownerId} and not ${storedFiles.received})`,
    );

export function createDatabaseFileStore(db: Database): FileStore {
  const contentOf = async (id: string, variant: FileVariant) => {
    const column = variant === 'thumbnail' ? storedFiles.thumbnailSha256 : storedFiles.sha256;
    const [row] = await db
      .select({ sha256: fileContents.sha256, size: fileContents.size })
      .from(storedFiles)
      .innerJoin(fileContents, eq(fileContents.sha256, column))
      .where(and(eq(storedFiles.id, id), eq(fileContents.complete, true)))
      .limit(1);
    return row;
  };
  const chunk = async (sha256: string, seq: number) => {
    const [row] = await db
      .select({ bytes: fileChunks.bytes })
      .from(fileChunks)
      .where(and(eq(fileChunks.sha256, sha256), eq(fileChunks.seq, seq)));
    return row?.bytes;
  };
  /** The chunks one query each, so a 10 MiB download does not hold the embedded database either. */
  async function* chunksOf(sha256: string, size: number) {
    for (let seq = 0; seq * contentChunkBytes < size; seq += 1) {
      const bytes = await chunk(sha256, seq);
      if (!bytes) throw new Error(`A chunk of content ${sha256} is missing`);
      yield bytes;
    }
  }

  const store: FileStore = {
    async save(file, { quotaBytes } = {}) {
      if (quotaBytes !== undefined) {
        const [counted] = await db
          .select({ id: storedFiles.id })
          .from(storedFiles)
          .where(
            and(
              eq(storedFiles.ownerId, file.ownerId),
              eq(storedFiles.sha256, file.sha256),
              eq(storedFiles.received, false),
            ),
          )
          .limit(1);
        // The same bytes uploaded again take no more room.
        if (!counted && (await store.usage(file.ownerId)) + file.content.length > quotaBytes) {
          throw new HttpError(413, fileMessages.quotaExceeded);
        }
      }
      await putContent(db, file.sha256, file.content);
      const thumbnailSha256 = file.thumbnail ? createHashHex(file.thumbnail) : null;
      if (file.thumbnail && thumbnailSha256) await putContent(db, thumbnailSha256, file.thumbnail);
      const [row] = await db
        .insert(storedFiles)
        .values({
          use: file.use,
          ownerId: file.ownerId,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.content.length,
          sha256: file.sha256,
          thumbnailSha256,
        })
        .returning(infoColumns);
      if (!row) throw new Error('The stored file was not written');
      return row;
    },
    async info(id) {
      const [row] = await db.select(infoColumns).from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
      return row;
    },
    async read(id, variant) {
      const content = await contentOf(id, variant);
      if (!content) return undefined;
      const parts: Buffer[] = [];
      for await (const part of chunksOf(content.sha256, content.size)) parts.push(part);
      return Buffer.concat(parts);
    },
    async stream(id, variant) {
      const content = await contentOf(id, variant);
      if (!content) return undefined;
      return { size: content.size, stream: Readable.from(chunksOf(content.sha256, content.size)) };
    },
    async share(id, ownerId) {
      const [source] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
      if (!source) return undefined;
      const { id: _id, createdAt: _createdAt, ...same } = source;
      const [row] = await db
        .insert(storedFiles)
        .values({ ...same, ownerId, received: true })
        .returning(infoColumns);
      return row;
    },
    async remove(id, { ownerId, use }) {
      const removed = await db
        .delete(storedFiles)
        .where(and(eq(storedFiles.id, id), eq(storedFiles.ownerId, ownerId), eq(storedFiles.use, use)))
        .returning({ id: storedFiles.id });
      return removed.length > 0;
    },
    async usage(ownerId) {
      const [row] = await bytesOfUploads(db, ownerId);
      return Number(row?.used ?? 0);
    },
  };
  return store;
}

function createHashHex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
