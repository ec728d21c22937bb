import type { MailAttachment } from '@conecta/contracts/mail';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type FileStore, storedFileUrl } from '../../uploads';
import { storedFileIdOf } from '../../uploads/serve';
import { mailAttachmentUse } from './attachment-use';
import { mailItems } from './table';

/**
 * Attachments are read by their owner only, so a delivered copy gets its own copy of each file the sender
 * uploaded. A link to anything else (another's file, a file gone since) is kept without its URL.
 */
async function copyFor(store: FileStore, attachment: MailAttachment, senderId: string, recipientId: string) {
  const id = storedFileIdOf(attachment.url);
  if (!id) return attachment;
  const info = await store.info(id);
  const content = info && (await store.read(id, 'original'));
  if (!info || !content || info.ownerId !== senderId || info.use !== mailAttachmentUse.name) {
    return { ...attachment, url: '', preview: '' };
  }
  const thumbnail = info.hasThumbnail ? ((await store.read(id, 'thumbnail')) ?? null) : null;
  const saved = await store.save({
    use: info.use,
    ownerId: recipientId,
    fileName: info.fileName,
    contentType: info.contentType,
    sha256: info.sha256,
    content,
    thumbnail,
  });
  return {
    type: saved.contentType,
    fileName: saved.fileName,
    size: saved.size,
    url: storedFileUrl(saved.id),
    preview: saved.hasThumbnail ? storedFileUrl(saved.id, 'thumbnail') : '',
  };
}

/** A recipient's own copies of the sender's attached files (see `copyFor`). */
export async function attachmentsFor(
  store: FileStore,
  attachments: MailAttachment[],
  senderId: string,
  recipientId: string,
): Promise<MailAttachment[]> {
  const own: MailAttachment[] = [];
  for (const attachment of attachments) own.push(await copyFor(store, attachment, senderId, recipientId));
  return own;
}

/**
 * After mails are deleted for good, removes the account's attachment files no other mail of the account
 * still links to (a forward or a re-sent draft may share one), so deleted mail leaves no files behind.
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
