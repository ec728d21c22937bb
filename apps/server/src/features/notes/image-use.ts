import { noteImageTypes, notesLimits } from '@conecta/contracts/notes';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createFileStore, type FileUse, readableBy } from '../../uploads';
import { storedFileIdOf } from '../../uploads/serve';
import { notesItems } from './table';

/** A note's image: up to 5 MiB of PNG, JPEG, WebP or GIF (read from the bytes), read only by its owner. */
export const noteImageUse: FileUse = {
  name: 'note-image',
  maxBytes: notesLimits.imageBytes,
  allowedTypes: noteImageTypes,
  thumbnailSize: 512,
  canRead: readableBy.ownerOnly,
};

/**
 * After a note lost its image (removed, replaced or the note deleted), removes the file when no other note
 * of the account still shows it (a copied note may share one), so notes leave no files behind.
 */
export async function releaseNoteImage(db: Database, accountId: string, url: string, exceptNoteId?: string) {
  const id = storedFileIdOf(url);
  if (!id) return;
  const [stillShown] = await db
    .select({ id: notesItems.id })
    .from(notesItems)
    .where(
      and(
        eq(notesItems.accountId, accountId),
        eq(notesItems.image, url),
        exceptNoteId ? ne(notesItems.id, exceptNoteId) : undefined,
      ),
    )
    .limit(1);
  if (!stillShown) await createFileStore(db).remove(id, { ownerId: accountId, use: noteImageUse.name });
}
