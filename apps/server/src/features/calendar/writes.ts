import type {
  CalendarEvent,
  CalendarEventFields,
  CalendarRecurrence,
  CalendarScope,
  CalendarWeekday,
} from '@conecta/contracts/calendar';
import { calendarWeekdays } from '@conecta/contracts/calendar';
import { and, eq, gte } from 'drizzle-orm';
import { type Database, withTransaction } from '../../db/client';
import { type CalendarTarget, calendarCollection, resolveCalendarTarget, toCalendarEvent } from './queries';
import { countBefore, dayBefore, floating, shiftWall } from './recurrence';
import { scheduleReminder } from './reminders';
import { type CalendarEventRow, calendarEvents, type NewCalendarEventRow } from './table';

const fieldsOf = (event: CalendarEventFields) => ({
  title: event.title,
  allDay: event.allDay,
  start: new Date(event.start),
  end: new Date(event.end),
  desc: event.desc,
  timeZone: event.timeZone,
  reminderMinutes: event.reminder,
});

/** Every write goes through these two, which set the row's next reminder from what was written. */
async function insertRow(db: Database, row: NewCalendarEventRow): Promise<CalendarEventRow> {
  const [inserted] = await db.insert(calendarEvents).values(row).returning();
  if (!inserted) throw new Error('The insert returned no row');
  return scheduleReminder(db, inserted);
}

async function setRow(db: Database, id: string, changes: Partial<NewCalendarEventRow>): Promise<CalendarEventRow> {
  // A moved event's fired reminder no longer names it.
  const moved = changes.start ? { remindedStart: null } : {};
  const [row] = await db
    .update(calendarEvents)
    .set({ ...changes, ...moved })
    .where(eq(calendarEvents.id, id))
    .returning();
  if (!row) throw new Error('The update returned no row');
  return scheduleReminder(db, row);
}

/** `add-event`: stores the event (a series when it repeats); answers it as stored. */
export async function addCalendarEvent(
  db: Database,
  accountId: string,
  event: CalendarEventFields,
): Promise<CalendarEvent> {
  const row = await insertRow(db, { accountId, ...fieldsOf(event), recurrence: event.recurrence });
  calendarCollection.touched(db);
  return toCalendarEvent(row);
}

/** Field by field: PostgreSQL's jsonb keeps its keys in its own order. */
const sameRecurrence = (a: CalendarRecurrence | null, b: CalendarRecurrence | null) =>
  a === null || b === null
    ? a === b
    : a.freq === b.freq &&
      a.interval === b.interval &&
      a.until === b.until &&
      a.count === b.count &&
      a.byWeekday.join() === b.byWeekday.join();

/** A series moved by whole days keeps its pattern: weekly Monday and Wednesday moved a day become Tuesday and Thursday, its last day moves too. */
function shiftWeekdays(recurrence: CalendarRecurrence, from: Date, to: Date, timeZone: string): CalendarRecurrence {
  const days = Math.round(
    (Date.UTC(...ymd(floating(to, timeZone))) - Date.UTC(...ymd(floating(from, timeZone)))) / 86_400_000,
  );
  if (days === 0) return recurrence;
  const shift = ((days % 7) + 7) % 7;
  const until =
    recurrence.until === null
      ? null
      : new Date(Date.parse(`${recurrence.until}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const byWeekday = recurrence.byWeekday.map(
    (day) => calendarWeekdays[(calendarWeekdays.indexOf(day) + shift) % 7] as CalendarWeekday,
  );
  return { ...recurrence, until, byWeekday: calendarWeekdays.filter((day) => byWeekday.includes(day)) };
}
const ymd = (date: Date): [number, number, number] => [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];

/** Ends a series before the occurrence at `at`: its rule stops the day before (or counts what came before). */
async function cutSeries(tx: Database, series: CalendarEventRow, at: Date): Promise<{ remaining: number | null }> {
  const recurrence = series.recurrence as CalendarRecurrence;
  const seriesShape = { ...series, recurrence };
  let cut: CalendarRecurrence;
  let remaining: number | null = null;
  if (recurrence.count !== null) {
    const before = countBefore(seriesShape, at);
    remaining = Math.max(recurrence.count - before, 1);
    cut = { ...recurrence, count: Math.max(before, 1) };
  } else {
    cut = { ...recurrence, until: dayBefore(at, series.timeZone) };
  }
  const iso = at.toISOString();
  await setRow(tx, series.id, { recurrence: cut, exdates: series.exdates.filter((date) => date < iso) });
  // The changed occurrences from there on go with the part that was cut off.
  await tx
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.seriesId, series.id), gte(calendarEvents.recurrenceId, iso)));
  return { remaining };
}

/**
 * `update-event`: the event as it should be. For an occurrence of a series, `scope` says which: `one` keeps the
 * change on that occurrence alone, `following` splits the series there, `all` changes the series (its times moved
 * by the same wall-clock difference). Answers the event as stored.
 */
export async function updateCalendarEvent(
  db: Database,
  accountId: string,
  event: CalendarEventFields & { id: string },
  scope: CalendarScope,
): Promise<CalendarEvent> {
  return withTransaction(db, async (tx) => {
    const target = await resolveCalendarTarget(tx, accountId, event.id);
    const fields = fieldsOf(event);
    if (target.kind === 'single') {
      const row = await setRow(tx, target.row.id, {
        ...fields,
        recurrence: event.recurrence,
        seriesId: event.recurrence ? null : target.row.seriesId,
      });
      return toCalendarEvent(row);
    }
    const { series, at, override } = target;
    const iso = at.toISOString();
    if (scope === 'one') {
      if (override) return toCalendarEvent(await setRow(tx, override.id, fields));
      await setRow(tx, series.id, { exdates: [...series.exdates, iso] });
      return toCalendarEvent(
        await insertRow(tx, { accountId, ...fields, seriesId: series.id, recurrenceId: iso, recurrence: null }),
      );
    }
    if (scope === 'following' && at.getTime() > series.start.getTime()) {
      const { remaining } = await cutSeries(tx, series, at);
      let recurrence = event.recurrence;
      if (recurrence && sameRecurrence(recurrence, series.recurrence)) {
        recurrence = shiftWeekdays(recurrence, at, fields.start, event.timeZone);
        if (remaining !== null) recurrence = { ...recurrence, count: remaining };
      }
      const row = await insertRow(tx, { accountId, ...fields, recurrence });
      calendarCollection.touched(tx);
      return toCalendarEvent(row);
    }
    return toCalendarEvent(await changeWholeSeries(tx, target, event));
  });
}

async function changeWholeSeries(
  tx: Database,
  { series, at }: Extract<CalendarTarget, { kind: 'occurrence' }>,
  event: CalendarEventFields,
): Promise<CalendarEventRow> {
  const newStart = new Date(event.start);
  const duration = Date.parse(event.end) - newStart.getTime();
  const zone = series.timeZone;
  const move = (instant: Date) => shiftWall(instant, at, newStart, zone);
  const start = move(series.start);
  if (!event.recurrence) {
    // No longer repeating: one event, its changed occurrences gone.
    await tx.delete(calendarEvents).where(eq(calendarEvents.seriesId, series.id));
    return setRow(tx, series.id, {
      ...fieldsOf(event),
      start,
      end: new Date(start.getTime() + duration),
      recurrence: null,
      exdates: [],
    });
  }
  let recurrence = event.recurrence;
  if (sameRecurrence(recurrence, series.recurrence)) recurrence = shiftWeekdays(recurrence, at, newStart, zone);
  const moved = at.getTime() !== newStart.getTime();
  if (moved) {
    const overrides = await tx.select().from(calendarEvents).where(eq(calendarEvents.seriesId, series.id));
    for (const override of overrides) {
      if (override.recurrenceId)
        await setRow(tx, override.id, { recurrenceId: move(new Date(override.recurrenceId)).toISOString() });
    }
  }
  return setRow(tx, series.id, {
    title: event.title,
    allDay: event.allDay,
    desc: event.desc,
    reminderMinutes: event.reminder,
    start,
    end: new Date(start.getTime() + duration),
    recurrence,
    exdates: moved ? series.exdates.map((date) => move(new Date(date)).toISOString()) : series.exdates,
  });
}

/** `remove-event`: removes the event, or for an occurrence of a series the scope's occurrences; answers the id. */
export async function removeCalendarEvent(
  db: Database,
  accountId: string,
  eventId: string,
  scope: CalendarScope,
): Promise<string> {
  await withTransaction(db, async (tx) => {
    const target = await resolveCalendarTarget(tx, accountId, eventId);
    if (target.kind === 'single') {
      await tx.delete(calendarEvents).where(eq(calendarEvents.id, target.row.id));
      return;
    }
    const { series, at, override } = target;
    if (scope === 'one') {
      if (override) await tx.delete(calendarEvents).where(eq(calendarEvents.id, override.id));
      const iso = at.toISOString();
      if (!series.exdates.includes(iso)) await setRow(tx, series.id, { exdates: [...series.exdates, iso] });
      return;
    }
    if (scope === 'following' && at.getTime() > series.start.getTime()) {
      await cutSeries(tx, series, at);
      return;
    }
    await tx.delete(calendarEvents).where(eq(calendarEvents.seriesId, series.id));
    await tx.delete(calendarEvents).where(eq(calendarEvents.id, series.id));
  });
  calendarCollection.touched(db);
  return eventId;
}
