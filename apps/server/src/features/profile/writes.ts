import type { NewProfileItem, ProfileItem, ProfileItemChanges } from '@conecta/contracts/profile';
import type { Database } from '../../db/client';
import { profileCollection, readProfileItem, toProfileItem } from './queries';
import { profileItems } from './table';

export async function createProfileItem(db: Database, accountId: string, item: NewProfileItem): Promise<ProfileItem> {
  const [row] = await db.insert(profileItems).values({ accountId, title: item.title, done: item.done }).returning();
  // An insert is not made through the collection: its list totals are counted again.
  profileCollection.touched(db);
  if (!row) throw new Error('The insert returned no row');
  return toProfileItem(row);
}

/** The changed item; `notFound()` when the account has no item of that id. */
export async function updateProfileItem(
  db: Database,
  accountId: string,
  id: string,
  changes: ProfileItemChanges,
): Promise<ProfileItem> {
  // Nothing to change (`{}`): the item as it is.
  if (Object.keys(changes).length === 0) return readProfileItem(db, accountId, id);
  const row = await profileCollection.changeOne(db, accountId, id, (where) =>
    db.update(profileItems).set(changes).where(where).returning(),
  );
  return toProfileItem(row);
}

/** Marks the selected items done or not: all of them, or none when one is not the account's. */
export async function markProfileItems(
  db: Database,
  accountId: string,
  ids: readonly string[],
  done: boolean,
): Promise<ProfileItem[]> {
  const rows = await profileCollection.changeSelected(db, accountId, ids, (tx, selected) =>
    tx.update(profileItems).set({ done }).where(selected).returning(),
  );
  return rows.map(toProfileItem);
}

/** Removes the account's item; `notFound()` when it has no item of that id. */
export async function removeProfileItem(db: Database, accountId: string, id: string): Promise<void> {
  await profileCollection.changeOne(db, accountId, id, (where) =>
    db.delete(profileItems).where(where).returning({ id: profileItems.id }),
  );
}
