import { fileManagerLimits } from '@conecta/contracts/file-manager';
import { sql } from 'drizzle-orm';
import { everydayFileTypes, type FileUse, readableBy } from '../../uploads/uses';
import { fileManagerItems } from './table';

/**
 * Files of the company drive: up to 25 MiB of everyday document, image and archive types (read from the bytes),
 * readable by everyone signed in, as the drive is. An upload no drive file names (every copy deleted for good) is
 * swept after UPLOAD_UNREFERENCED_TTL_HOURS.
 */
export const fileManagerUse: FileUse = {
  name: 'file-manager',
  maxBytes: fileManagerLimits.fileBytes,
  allowedTypes: everydayFileTypes,
  thumbnailSize: 256,
  // Large files come in parts, so a dropped connection resumes where it stopped.
  resumable: true,
  canRead: readableBy.anySignedInUser,
  isReferenced: (file) =>
    sql`exists (select 1 from ${fileManagerItems} where ${fileManagerItems.storedFileId} = ${file.id})`,
};
