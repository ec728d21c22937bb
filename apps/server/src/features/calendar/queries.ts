import {
  type CalendarItem,
  type CalendarListQuery,
  type CalendarPage,
  calendarMessages,
} from '@conecta/contracts/calendar';
import { accountCollection, textContains } from '../../db/accountCollection';
import type { Database } from '../../db/client';
import type { SortKey } from '../../db/keyset';
import { HttpError } from '../../http/errors';
import { calendarAccountSampleData } from './seed';
import { type CalendarItemRow, calendarItems } from './table';

/** Each account's items, its sample items written at its first call; another's id is as unknown as a missing one. */
export const calendarCollection = accountCollection({
  table: calendarItems,
  id: calendarItems.id,
  owner: calendarItems.accountId,
  sampleData: calendarAccountSampleData,
  notFound: () => new HttpError(404, calendarMessages.notFound),
});

export function toCalendarItem(row: CalendarItemRow): CalendarItem {
  return { id: row.id, title: row.title, done: row.done, createdAt: row.createdAt.toISOString() };
}

const sortKeys: Record<CalendarListQuery['sort'], SortKey> = {
  createdAt: { column: calendarItems.createdAt, nullable: false, type: 'timestamptz' },
  title: { column: calendarItems.title, nullable: false, type: 'text' },
};

/** One page of the account's items in the chosen order, searched by title; the total is counted beside it. */
export function readCalendarPage(db: Database, accountId: string, query: CalendarListQuery): Promise<CalendarPage> {
  return calendarCollection.page(db, accountId, query, {
    search: textContains(query.q?.trim(), calendarItems.title),
    sort: sortKeys[query.sort],
    toItem: toCalendarItem,
  });
}

/** The account's item; `notFound()` for any other id. */
export async function readCalendarItem(db: Database, accountId: string, id: string): Promise<CalendarItem> {
  return toCalendarItem(await calendarCollection.readOne(db, accountId, id));
}
