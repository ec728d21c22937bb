import { type ProfileAboutChanges, profileMessages } from '@conecta/contracts/profile';
import { and, eq } from 'drizzle-orm';
import type { AccountRow } from '../../accounts';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { createFileStore, type FileStore, storedFileIdOf } from '../../uploads';
import { profileCoverUse, profileMediaUse } from './file-uses';
import { ensureProfile, readAbout, toMedia, toPost } from './queries';
import { profileAbout, profileMedia, profilePosts } from './table';

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
const mediaNotFound = () => new HttpError(404, profileMessages.notFound);

/** Replaces the general, work and contact parts of the account's "About". */
export async function updateAbout(db: Database, accountId: string, changes: ProfileAboutChanges) {
  await ensureProfile(db, accountId);
  await db
    .update(profileAbout)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profileAbout.accountId, accountId));
  return readAbout(db, accountId);
}

/** A new post of the account, first on its timeline. */
export async function createPost(db: Database, account: AccountRow, message: string) {
  await ensureProfile(db, account.id);
  const [row] = await db
    .insert(profilePosts)
    .values({ accountId: account.id, author: null, type: 'post', message, comments: [] })
    .returning();
  if (!row) throw new Error('The post was not written');
  return toPost(row, account);
}

/** Keeps a stored upload as one of the account's photos or videos. */
export async function addMedia(db: Database, accountId: string, file: { url: string; title: string; video: boolean }) {
  const [row] = await db
    .insert(profileMedia)
    .values({ accountId, type: file.video ? 'video' : 'photo', title: file.title, url: file.url })
    .returning();
  if (!row) throw new Error('The photo was not written');
  return toMedia(row);
}

/** Removes one of the account's photos or videos and its file; another account's id is not found. */
export async function removeMedia(db: Database, accountId: string, id: string) {
  if (!isUuid(id)) throw mediaNotFound();
  const [row] = await db
    .delete(profileMedia)
    .where(and(eq(profileMedia.id, id), eq(profileMedia.accountId, accountId)))
    .returning();
  if (!row) throw mediaNotFound();
  const fileId = storedFileIdOf(row.url);
  if (fileId) await createFileStore(db).remove(fileId, { ownerId: accountId, use: profileMediaUse.name });
}

/** Makes `url` the account's cover (null: none) and removes the file of the cover it replaces. */
export async function setCover(db: Database, store: FileStore, accountId: string, url: string | null) {
  await ensureProfile(db, accountId);
  const [before] = await db
    .select({ coverUrl: profileAbout.coverUrl })
    .from(profileAbout)
    .where(eq(profileAbout.accountId, accountId));
  await db.update(profileAbout).set({ coverUrl: url }).where(eq(profileAbout.accountId, accountId));
  const previous = before?.coverUrl ? storedFileIdOf(before.coverUrl) : undefined;
  if (previous && before?.coverUrl !== url) {
    await store.remove(previous, { ownerId: accountId, use: profileCoverUse.name });
  }
  return { cover: url };
}
