import { type MailAttachment, mailMessages } from '@conecta/contracts/mail';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { InputError } from '../../http/errors';
import { type FileStore, storedFileUrl } from '../../uploads';
import { storedFileIdOf } from '../../uploads/serve';
import { storedFiles } from '../../uploads/table';
import { mailAttachmentUse } from './attachment-use';
import { mailItems } from './table';

const refuse = (message: string, params?: Record<string, number>) =>
  new InputError({ attachments: message }, params ? { fieldParams: { attachments: params } } : {});

/** How an attachment is written in a mail: the stored file's own name, type, size and URLs, never the client's. */
const attachmentOf = (file: {
  id: string;
  contentType: string;
  fileName: string;
  size: number;
  thumbnailSha256: string | null;
}): MailAttachment => ({
  type: file.contentType,
  fileName: file.fileName,
  size: file.size,
  url: storedFileUrl(file.id),
  preview: file.thumbnailSha256 ? storedFileUrl(file.id, 'thumbnail') : '',
});

/**
 * The attachments of a draft or a send as they are stored: each must be a mail attachment the account holds
 * (uploaded, or received with a mail it forwards), listed once, together at most `maxBytes`; anything else (a
 * link, another account's file, a file gone) is a 400 naming `attachments`. Name, type, size and preview are
 * taken from the stored file, so a recipient's page only ever fetches our stored-file URLs.
 */
export async function storedAttachments(
  db: Database,
  accountId: string,
  attachments: MailAttachment[],
  maxBytes: number,
): Promise<MailAttachment[]> {
  if (attachments.length === 0) return [];
  const ids: string[] = [];
  for (const attachment of attachments) {
    const id = storedFileIdOf(attachment.url);
    if (!id || attachment.url.endsWith('/thumbnail')) throw refuse(mailMessages.attachmentNotStored);
    if (ids.includes(id)) throw refuse(mailMessages.attachmentTwice);
    ids.push(id);
  }
  const rows = await db
    .select({
      id: storedFiles.id,
      contentType: storedFiles.contentType,
      fileName: storedFiles.fileName,
      size: storedFiles.size,
      thumbnailSha256: storedFiles.thumbnailSha256,
    })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, ids),
        eq(storedFiles.ownerId, accountId),
        eq(storedFiles.use, mailAttachmentUse.name),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const stored = ids.map((id) => byId.get(id));
  if (stored.some((row) => !row)) throw refuse(mailMessages.attachmentNotStored);
  const files = stored.filter((row) => row !== undefined);
  if (files.reduce((sum, file) => sum + file.size, 0) > maxBytes) {
    throw refuse(mailMessages.attachmentsTooLarge, { max: Math.floor(maxBytes / (1024 * 1024)) });
  }
  return files.map(attachmentOf);
}

/**
 * A recipient's own records of the sender's attached files, naming the same stored bytes (none are copied), written
 * in the delivery's transaction. A file gone since the send (its mail deleted in the undo time) is kept by name
 * without its URL.
 */
export async function attachmentsFor(
  store: FileStore,
  attachments: MailAttachment[],
  recipientId: string,
): Promise<MailAttachment[]> {
  const own: MailAttachment[] = [];
  for (const attachment of attachments) {
    const id = storedFileIdOf(attachment.url);
    const shared = id ? await store.share(id, recipientId) : undefined;
    own.push(
      shared
        ? {
            type: shared.contentType,
            fileName: shared.fileName,
            size: shared.size,
            url: storedFileUrl(shared.id),
            preview: shared.hasThumbnail ? storedFileUrl(shared.id, 'thumbnail') : '',
          }
        : { ...attachment, url: '', preview: '' },
    );
  }
  return own;
}

/**
 * After mails are deleted for good, removes the account's attachment files no other mail of the account
 * still links to (a forward or a re-sent draft may share one), so deleted mail leaves no files behind; the
 * bytes go with the next sweep once no file names them.
 */
export async function releaseAttachments(
  db: Database,
  store: FileStore,
  accountId: string,
  attachments: MailAttachment[],
): Promise<void> {
  for (const url of new Set(attachments.map((attachment) => attachment.url))) {
    const id = storedFileIdOf(url);
    if (!id) continue;
    const [stillLinked] = await db
      .select({ id: mailItems.id })
      .from(mailItems)
      .where(
        and(eq(mailItems.accountId, accountId), sql`${mailItems.attachments} @> ${JSON.stringify([{ url }])}::jsonb`),
      )
      .limit(1);
    if (!stillLinked) await store.remove(id, { ownerId: accountId, use: mailAttachmentUse.name });
  }
}
