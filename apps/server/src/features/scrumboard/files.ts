import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storedFileUrl } from '../../uploads';
import type { FileUse } from '../../uploads/uses';
import { scrumboardCards, scrumboardMembers } from './table';

/**
 * Images attached to cards: up to 10 MiB, read by whoever uploaded them and by the members of a board whose card
 * shows them (a file removed from every card is the uploader's alone again).
 */
export const scrumboardAttachmentUse: FileUse = {
  name: 'scrumboard-attachment',
  maxBytes: 10 * 1024 * 1024,
  allowedTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  thumbnailSize: 320,
  async canRead(reader, file, db: Database) {
    if (reader.id === file.ownerId) return true;
    const [shown] = await db
      .select({ id: scrumboardCards.id })
      .from(scrumboardCards)
      .innerJoin(
        scrumboardMembers,
        and(eq(scrumboardMembers.boardId, scrumboardCards.boardId), eq(scrumboardMembers.accountId, reader.id)),
      )
      .where(sql`${scrumboardCards.attachments} @> ${JSON.stringify([{ src: storedFileUrl(file.id) }])}::jsonb`)
      .limit(1);
    return Boolean(shown);
  },
};
