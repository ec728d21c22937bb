import type { SQL } from 'drizzle-orm';
import type { AccountRow } from '../accounts';
import type { Database } from '../db/client';
import type { StoredFileInfo } from './store';
import type { storedFiles } from './table';

/**
 * One way a feature takes files (avatars, mail attachments, product images…): the feature declares
 * it once and the upload module enforces it on the way in and on the way out.
 */
export interface FileUse {
  /** Stored with each file, so the file is served by this use's rules. */
  name: string;
  /** Larger uploads are cut off while streaming and refused with 413. */
  maxBytes: number;
  /** Content types read from the bytes; anything else is refused with 415. */
  allowedTypes: readonly string[];
  /** Images of this use get a square WebP copy this many pixels wide. */
  thumbnailSize?: number;
  /** Files of this use may also come in parts (`resumable.ts`), for the large ones a dropped connection would lose. */
  resumable?: boolean;
  /**
   * Who may read a file of this use; everyone else gets 404, as if it did not exist. May ask the database (a board's
   * files are read by the board's members).
   */
  canRead(reader: AccountRow, file: StoredFileInfo, db: Database): boolean | Promise<boolean>;
  /**
   * A condition on a `stored_files` row, true while something of the feature still names the file (a mail, a
   * photo). Files of the use that nothing names are removed once older than `UPLOAD_UNREFERENCED_TTL_HOURS`
   * (`sweepUploads`); a use without it keeps its files until the feature removes them.
   */
  isReferenced?(file: typeof storedFiles): SQL;
}

/** The common rules, so a use says who may read in one word. */
export const readableBy = {
  anySignedInUser: () => true,
  ownerOnly: (reader: AccountRow, file: StoredFileInfo) => reader.id === file.ownerId,
} satisfies Record<string, FileUse['canRead']>;

/** Everyday documents, images and archives (a mail's attachments, the company drive's files), read from the bytes. */
export const everydayFileTypes: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'application/pdf',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/csv',
  'text/plain',
];
