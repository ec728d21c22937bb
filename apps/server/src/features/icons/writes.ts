import type { IconsItem, IconsItemChanges, NewIconsItem } from '@conecta/contracts/icons';
import type { Database } from '../../db/client';
import { iconsCollection, readIconsItem, toIconsItem } from './queries';
import { iconsItems } from './table';

export async function createIconsItem(db: Database, accountId: string, item: NewIconsItem): Promise<IconsItem> {
  const [row] = await db.insert(iconsItems).values({ accountId, title: item.title, done: item.done }).returning();
  // An insert is not made through the collection: its list totals are counted again.
  iconsCollection.touched(db);
  if (!row) throw new Error('The insert returned no row');
  return toIconsItem(row);
}

/** The changed item; `notFound()` when the account has no item of that id. */
export async function updateIconsItem(
  db: Database,
  accountId: string,
  id: string,
  changes: IconsItemChanges,
): Promise<IconsItem> {
  // Nothing to change (`{}`): the item as it is.
  if (Object.keys(changes).length === 0) return readIconsItem(db, accountId, id);
  const row = await iconsCollection.changeOne(db, accountId, id, (where) =>
    db.update(iconsItems).set(changes).where(where).returning(),
  );
  return toIconsItem(row);
}

/** Marks the selected items done or not: all of them, or none when one is not the account's. */
export async function markIconsItems(
  db: Database,
  accountId: string,
  ids: readonly string[],
  done: boolean,
): Promise<IconsItem[]> {
  const rows = await iconsCollection.changeSelected(db, accountId, ids, (tx, selected) =>
    tx.update(iconsItems).set({ done }).where(selected).returning(),
  );
  return rows.map(toIconsItem);
}

/** Removes the account's item; `notFound()` when it has no item of that id. */
export async function removeIconsItem(db: Database, accountId: string, id: string): Promise<void> {
  await iconsCollection.changeOne(db, accountId, id, (where) =>
    db.delete(iconsItems).where(where).returning({ id: iconsItems.id }),
  );
}
