import type { __Pascal__Item, __Pascal__ItemChanges, New__Pascal__Item } from '@conecta/contracts/__name__';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countsOf, read__Pascal__Item, to__Pascal__Item } from './queries';
import { __camel__Items } from './table';

/** After a write, this process counts the lists again. */
const touched = (db: Database) => countsOf(db).invalidate('__snake___items');
const own = (accountId: string, id: string) => and(eq(__camel__Items.accountId, accountId), eq(__camel__Items.id, id));

export async function create__Pascal__Item(
  db: Database,
  accountId: string,
  item: New__Pascal__Item,
): Promise<__Pascal__Item> {
  const [row] = await db
    .insert(__camel__Items)
    .values({ accountId, title: item.title, done: item.done })
    .returning();
  touched(db);
  if (!row) throw new Error('The insert returned no row');
  return to__Pascal__Item(row);
}

/** The changed item, or undefined when the account has no item of that id. */
export async function update__Pascal__Item(
  db: Database,
  accountId: string,
  id: string,
  changes: __Pascal__ItemChanges,
): Promise<__Pascal__Item | undefined> {
  // Nothing to change (`{}`): the item as it is.
  if (Object.keys(changes).length === 0) return read__Pascal__Item(db, accountId, id);
  const [row] = await db.update(__camel__Items).set(changes).where(own(accountId, id)).returning();
  if (row) touched(db);
  return row && to__Pascal__Item(row);
}

/** Whether the account had an item of that id (now removed). */
export async function remove__Pascal__Item(db: Database, accountId: string, id: string): Promise<boolean> {
  const removed = await db.delete(__camel__Items).where(own(accountId, id)).returning({ id: __camel__Items.id });
  if (removed.length > 0) touched(db);
  return removed.length > 0;
}
