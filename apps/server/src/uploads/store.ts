import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFiles } from './table';

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

/**
 * Where the bytes live. The database store is the default; a disk or S3 store only has to answer
 * these five calls (keeping the info rows in the database and the bytes elsewhere).
 */
export interface FileStore {
  save(file: NewStoredFile): Promise<StoredFileInfo>;
  info(id: string): Promise<StoredFileInfo | undefined>;
  /** The bytes of one variant, undefined when the file (or an image's thumbnail) does not exist. */
  read(id: string, variant: FileVariant): Promise<Buffer | undefined>;
  /** Removes the file if it is `ownerId`'s and of that use; answers whether it did. */
  remove(id: string, owner: { ownerId: string; use: string }): Promise<boolean>;
}

const infoColumns = {
  id: storedFiles.id,
  use: storedFiles.use,
  ownerId: storedFiles.ownerId,
  fileName: storedFiles.fileName,
  contentType: storedFiles.contentType,
  size: storedFiles.size,
  sha256: storedFiles.sha256,
  createdAt: storedFiles.createdAt,
};

export function createDatabaseFileStore(db: Database): FileStore {
  return {
    async save(file) {
      const [row] = await db
        .insert(storedFiles)
        .values({ ...file, size: file.content.length })
        .returning(infoColumns);
      if (!row) throw new Error('The stored file was not written');
      return { ...row, hasThumbnail: file.thumbnail !== null };
    },
    async info(id) {
      const [row] = await db
        .select({ ...infoColumns, hasThumbnail: sql<boolean>`${storedFiles.thumbnail} is not null` })
        .from(storedFiles)
        .where(eq(storedFiles.id, id))
        .limit(1);
      return row;
    },
    async read(id, variant) {
      const column = variant === 'thumbnail' ? storedFiles.thumbnail : storedFiles.content;
      const [row] = await db.select({ bytes: column }).from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
      return row?.bytes ?? undefined;
    },
    async remove(id, { ownerId, use }) {
      const removed = await db
        .delete(storedFiles)
        .where(and(eq(storedFiles.id, id), eq(storedFiles.ownerId, ownerId), eq(storedFiles.use, use)))
        .returning({ id: storedFiles.id });
      return removed.length > 0;
    },
  };
}
