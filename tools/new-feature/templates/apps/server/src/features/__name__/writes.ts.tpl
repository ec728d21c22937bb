import type { __Pascal__Item, __Pascal__ItemChanges, New__Pascal__Item } from '@conecta/contracts/__name__';
import type { Database } from '../../db/client';
import { __camel__Collection, read__Pascal__Item, to__Pascal__Item } from './queries';
import { __camel__Items } from './table';

export async function create__Pascal__Item(
  db: Database,
  accountId: string,
  item: New__Pascal__Item,
): Promise<__Pascal__Item> {
  const [row] = await db
    .insert(__camel__Items)
    .values({ accountId, title: item.title, done: item.done })
    .returning();
  // An insert is not made through the collection: its list totals are counted again.
  __camel__Collection.touched(db);
  if (!row) throw new Error('The insert returned no row');
  return to__Pascal__Item(row);
}

/** The changed item; `notFound()` when the account has no item of that id. */
export async function update__Pascal__Item(
  db: Database,
  accountId: string,
  id: string,
  changes: __Pascal__ItemChanges,
): Promise<__Pascal__Item> {
  // Nothing to change (`{}`): the item as it is.
  if (Object.keys(changes).length === 0) return read__Pascal__Item(db, accountId, id);
  const row = await __camel__Collection.changeOne(db, accountId, id, (where) =>
    db.update(__camel__Items).set(changes).where(where).returning(),
  );
  return to__Pascal__Item(row);
}

/** Marks the selected items done or not: all of them, or none when one is not the account's. */
export async function mark__Pascal__Items(
  db: Database,
  accountId: string,
  ids: readonly string[],
  done: boolean,
): Promise<__Pascal__Item[]> {
  const rows = await __camel__Collection.changeSelected(db, accountId, ids, (tx, selected) =>
    tx.update(__camel__Items).set({ done }).where(selected).returning(),
  );
  return rows.map(to__Pascal__Item);
}

/** Removes the account's item; `notFound()` when it has no item of that id. */
export async function remove__Pascal__Item(db: Database, accountId: string, id: string): Promise<void> {
  await __camel__Collection.changeOne(db, accountId, id, (where) =>
    db.delete(__camel__Items).where(where).returning({ id: __camel__Items.id }),
  );
}
