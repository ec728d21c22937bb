import { type CalendarEvent, type CalendarTodo, calendarMessages } from '@conecta/contracts/calendar';
import { and, asc, eq, gte, isNotNull, lt, or } from 'drizzle-orm';
import { accountCollection } from '../../db/accountCollection';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { todoItems } from '../todo';
import { hasOccurrence, occurrencesBetween } from './recurrence';
import { calendarAccountSampleData } from './seed';
import { type CalendarEventRow, calendarEvents } from './table';

/** Each account's events, its sample events written at its first call; another's id is as unknown as a missing one. */
export const calendarCollection = accountCollection({
  table: calendarEvents,
  id: calendarEvents.id,
  owner: calendarEvents.accountId,
  sampleData: calendarAccountSampleData,
  notFound: () => new HttpError(404, calendarMessages.notFound),
});

export const notFound = () => new HttpError(404, calendarMessages.notFound);

/** A stored row as the API shows it: a single event, a series (as its first occurrence) or a changed occurrence. */
export function toCalendarEvent(row: CalendarEventRow): CalendarEvent {
  return {
    id: row.id,
    title: row.title,
    allDay: row.allDay,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    desc: row.desc,
    timeZone: row.timeZone,
    seriesId: row.recurrence ? row.id : row.seriesId,
    recurrence: row.recurrence ?? null,
    recurrenceId: row.recurrenceId,
    reminder: row.reminderMinutes,
  };
}

/** The id of one occurrence of a series: `<seriesId>:<its start ISO>`. */
export const occurrenceId = (seriesId: string, start: Date) => `${seriesId}:${start.toISOString()}`;

const seriesOf = (row: CalendarEventRow) => {
  if (!row.recurrence) throw new Error('Not a series');
  return { start: row.start, end: row.end, timeZone: row.timeZone, recurrence: row.recurrence, exdates: row.exdates };
};

/** The default range: three months back to six ahead. */
export function rangeOf(query: { start?: string | undefined; end?: string | undefined }): { from: Date; to: Date } {
  const now = Date.now();
  const from = query.start ? new Date(query.start) : new Date(now - 92 * 86_400_000);
  const to = query.end ? new Date(query.end) : new Date(Math.max(from.getTime(), now) + 183 * 86_400_000);
  // One bound alone: still at most 400 days.
  const longest = 400 * 86_400_000;
  if (to.getTime() - from.getTime() > longest) {
    return query.end
      ? { from: new Date(to.getTime() - longest), to }
      : { from, to: new Date(from.getTime() + longest) };
  }
  return { from, to };
}

/** The account's events overlapping [from, to), each series expanded into its occurrences, by start. */
export async function readCalendarEvents(
  db: Database,
  accountId: string,
  from: Date,
  to: Date,
): Promise<CalendarEvent[]> {
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.accountId, accountId),
        lt(calendarEvents.start, to),
        or(isNotNull(calendarEvents.recurrence), gte(calendarEvents.end, from)),
      ),
    );
  const events: CalendarEvent[] = [];
  for (const row of rows) {
    if (!row.recurrence) {
      // A zero-length event on the range's first instant is in it; one that ended at it is not.
      if (row.end.getTime() > from.getTime() || row.start.getTime() >= from.getTime())
        events.push(toCalendarEvent(row));
      continue;
    }
    const duration = row.end.getTime() - row.start.getTime();
    const base = toCalendarEvent(row);
    for (const start of occurrencesBetween(seriesOf(row), from, to)) {
      events.push({
        ...base,
        id: occurrenceId(row.id, start),
        start: start.toISOString(),
        end: new Date(start.getTime() + duration).toISOString(),
      });
    }
  }
  return events.sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}

/** Every stored row of the account (for the iCalendar export), series first so their changes follow them. */
export function readAllCalendarRows(db: Database, accountId: string): Promise<CalendarEventRow[]> {
  return db
    .select()
    .from(calendarEvents)
    .where(eq(calendarEvents.accountId, accountId))
    .orderBy(asc(calendarEvents.start), asc(calendarEvents.id));
}

/** What an id of the API names. */
export type CalendarTarget =
  | { kind: 'single'; row: CalendarEventRow }
  /** One occurrence of `series` at `at`; `override` is its changed copy when it has one. */
  | { kind: 'occurrence'; series: CalendarEventRow; at: Date; override: CalendarEventRow | null };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function ownRow(db: Database, accountId: string, id: string): Promise<CalendarEventRow | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.accountId, accountId), eq(calendarEvents.id, id)));
  return row;
}

/**
 * The event an id names: a row's uuid (a single event, a series meaning its first occurrence, or a changed
 * occurrence) or `<seriesId>:<start ISO>` of an occurrence; 404 for anything else, another account's included.
 */
export async function resolveCalendarTarget(db: Database, accountId: string, id: string): Promise<CalendarTarget> {
  const colon = id.indexOf(':');
  if (colon > 0) {
    const series = await ownRow(db, accountId, id.slice(0, colon));
    const at = new Date(id.slice(colon + 1));
    if (!series?.recurrence || Number.isNaN(at.getTime())) throw notFound();
    const iso = at.toISOString();
    if (series.exdates.includes(iso)) {
      const [override] = await db
        .select()
        .from(calendarEvents)
        .where(and(eq(calendarEvents.seriesId, series.id), eq(calendarEvents.recurrenceId, iso)));
      if (override) return { kind: 'occurrence', series, at, override };
      throw notFound();
    }
    if (!hasOccurrence(seriesOf(series), at)) throw notFound();
    return { kind: 'occurrence', series, at, override: null };
  }
  const row = await ownRow(db, accountId, id);
  if (!row) throw notFound();
  if (row.recurrence) return { kind: 'occurrence', series: row, at: row.start, override: null };
  if (row.seriesId && row.recurrenceId) {
    const series = await ownRow(db, accountId, row.seriesId);
    if (series?.recurrence) return { kind: 'occurrence', series, at: new Date(row.recurrenceId), override: row };
  }
  return { kind: 'single', row };
}

/** The account's to-dos due in [from, to) that are not deleted (read from To-do; shown, not changed, here). */
export async function readCalendarTodos(
  db: Database,
  accountId: string,
  from: Date,
  to: Date,
): Promise<CalendarTodo[]> {
  const rows = await db
    .select({ id: todoItems.id, title: todoItems.title, due: todoItems.dueDate, completed: todoItems.completed })
    .from(todoItems)
    .where(
      and(
        eq(todoItems.accountId, accountId),
        eq(todoItems.deleted, false),
        isNotNull(todoItems.dueDate),
        gte(todoItems.dueDate, from),
        lt(todoItems.dueDate, to),
      ),
    )
    .orderBy(asc(todoItems.dueDate));
  return rows.flatMap((row) =>
    row.due ? [{ id: row.id, title: row.title, due: row.due.toISOString(), completed: row.completed }] : [],
  );
}
