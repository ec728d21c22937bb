import { mailLimits } from '@conecta/contracts/mail';
import { type FileUse, readableBy } from '../../uploads/uses';

/**
 * Mail attachments: up to 10 MiB of everyday document and image types (read from the bytes; CSV and plain text
 * are UTF-8 text with no binary characters, and are always served as downloads), read only by their owner. A copy delivered to another console account gets its own copy of each file (see `sendMail`).
 */
export const mailAttachmentUse: FileUse = {
  name: 'mail-attachment',
  maxBytes: mailLimits.attachmentBytes,
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
  canRead: readableBy.ownerOnly,
};
