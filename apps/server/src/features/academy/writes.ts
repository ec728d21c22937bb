import type { AcademyItem, AcademyItemChanges, NewAcademyItem } from '@conecta/contracts/academy';
import type { Database } from '../../db/client';
import { academyCollection, readAcademyItem, toAcademyItem } from './queries';
import { academyItems } from './table';

export async function createAcademyItem(db: Database, accountId: string, item: NewAcademyItem): Promise<AcademyItem> {
  const [row] = await db.insert(academyItems).values({ accountId, title: item.title, done: item.done }).returning();
  // An insert is not made through the collection: its list totals are counted again.
  academyCollection.touched(db);
  if (!row) throw new Error('The insert returned no row');
  return toAcademyItem(row);
}

/** The changed item; `notFound()` when the account has no item of that id. */
export async function updateAcademyItem(
  db: Database,
  accountId: string,
  id: string,
  changes: AcademyItemChanges,
): Promise<AcademyItem> {
  // Nothing to change (`{}`): the item as it is.
  if (Object.keys(changes).length === 0) return readAcademyItem(db, accountId, id);
  const row = await academyCollection.changeOne(db, accountId, id, (where) =>
    db.update(academyItems).set(changes).where(where).returning(),
  );
  return toAcademyItem(row);
}

/** Marks the selected items done or not: all of them, or none when one is not the account's. */
export async function markAcademyItems(
  db: Database,
  accountId: string,
  ids: readonly string[],
  done: boolean,
): Promise<AcademyItem[]> {
  const rows = await academyCollection.changeSelected(db, accountId, ids, (tx, selected) =>
    tx.update(academyItems).set({ done }).where(selected).returning(),
  );
  return rows.map(toAcademyItem);
}

/** Removes the account's item; `notFound()` when it has no item of that id. */
export async function removeAcademyItem(db: Database, accountId: string, id: string): Promise<void> {
  await academyCollection.changeOne(db, accountId, id, (where) =>
    db.delete(academyItems).where(where).returning({ id: academyItems.id }),
  );
}
