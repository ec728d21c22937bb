import { fileManagerLimits } from '@conecta/contracts/file-manager';
import { sql } from 'drizzle-orm';
import { type FileUse, readableBy } from '../../uploads/uses';
import { fileManagerItems } from './table';

/**
 * Files of the company drive: up to 25 MiB of everyday document, image and archive types (read from the bytes),
 * readable by everyone signed in, as the drive is. An upload no drive file names (every copy deleted for good) is
 * swept after UPLOAD_UNREFERENCED_TTL_HOURS.
 */
export const fileManagerUse: FileUse = {
  name: 'file-manager',
  maxBytes: fileManagerLimits.fileBytes,
  allowedTypes: [
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
  ],
  thumbnailSize: 256,
  // Large files come in parts, so a dropped connection resumes where it stopped.
  resumable: true,
  canRead: readableBy.anySignedInUser,
  isReferenced: (file) =>
    sql`exists (select 1 from ${fileManagerItems} where ${fileManagerItems.storedFileId} = ${file.id})`,
};
