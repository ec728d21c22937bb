import type { CalendarItem, CalendarItemChanges, NewCalendarItem } from '@conecta/contracts/calendar';
import type { Database } from '../../db/client';
import { calendarCollection, readCalendarItem, toCalendarItem } from './queries';
import { calendarItems } from './table';

export async function createCalendarItem(
  db: Database,
  accountId: string,
  item: NewCalendarItem,
): Promise<CalendarItem> {
  const [row] = await db.insert(calendarItems).values({ accountId, title: item.title, done: item.done }).returning();
  // An insert is not made through the collection: its list totals are counted again.
  calendarCollection.touched(db);
  if (!row) throw new Error('The insert returned no row');
  return toCalendarItem(row);
}

/** The changed item; `notFound()` when the account has no item of that id. */
export async function updateCalendarItem(
  db: Database,
  accountId: string,
  id: string,
  changes: CalendarItemChanges,
): Promise<CalendarItem> {
  // Nothing to change (`{}`): the item as it is.
  if (Object.keys(changes).length === 0) return readCalendarItem(db, accountId, id);
  const row = await calendarCollection.changeOne(db, accountId, id, (where) =>
    db.update(calendarItems).set(changes).where(where).returning(),
  );
  return toCalendarItem(row);
}

/** Marks the selected items done or not: all of them, or none when one is not the account's. */
export async function markCalendarItems(
  db: Database,
  accountId: string,
  ids: readonly string[],
  done: boolean,
): Promise<CalendarItem[]> {
  const rows = await calendarCollection.changeSelected(db, accountId, ids, (tx, selected) =>
    tx.update(calendarItems).set({ done }).where(selected).returning(),
  );
  return rows.map(toCalendarItem);
}

/** Removes the account's item; `notFound()` when it has no item of that id. */
export async function removeCalendarItem(db: Database, accountId: string, id: string): Promise<void> {
  await calendarCollection.changeOne(db, accountId, id, (where) =>
    db.delete(calendarItems).where(where).returning({ id: calendarItems.id }),
  );
}
