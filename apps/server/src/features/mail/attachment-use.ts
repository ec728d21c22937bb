import { filesPath } from '@conecta/contracts/files';
import { mailLimits } from '@conecta/contracts/mail';
import { sql } from 'drizzle-orm';
import { everydayFileTypes, type FileUse, readableBy } from '../../uploads/uses';
import { mailItems } from './table';

/**
 * Mail attachments: up to 10 MiB of everyday document and image types (read from the bytes; CSV and plain text
 * are UTF-8 text with no binary characters, and are always served as downloads), read only by their owner. A copy delivered to another console account gets its own record of each file, naming the
 * same stored bytes (see `deliverOneDueMail`).
 */
export const mailAttachmentUse: FileUse = {
  name: 'mail-attachment',
  maxBytes: mailLimits.attachmentBytes,
  allowedTypes: everydayFileTypes,
  thumbnailSize: 256,
  canRead: readableBy.ownerOnly,
  // Named by a mail of its owner (a draft, a sent or a received mail); one uploaded and never sent is swept.
  isReferenced: (file) =>
    sql`exists (select 1 from ${mailItems} where ${mailItems.accountId} = ${file.ownerId} and ${mailItems.attachments} @> jsonb_build_array(jsonb_build_object('url', ${filesPath} || '/' || ${file.id})))`,
};
