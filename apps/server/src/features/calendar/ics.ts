import {
  type CalendarEventFields,
  type CalendarRecurrence,
  type CalendarWeekday,
  calendarLimits,
  calendarMessages,
  calendarWeekdays,
} from '@conecta/contracts/calendar';
import ICAL from 'ical.js';
import { HttpError } from '../../http/errors';
import { floating, fromFloating, rruleText } from './recurrence';
import type { CalendarEventRow } from './table';

/** A floating ICAL time of an instant's wall time in a zone (a date alone for all-day events). */
function wallTime(instant: Date, timeZone: string, isDate: boolean): ICAL.Time {
  const wall = floating(instant, timeZone);
  return ICAL.Time.fromData({
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    ...(isDate ? {} : { hour: wall.getUTCHours(), minute: wall.getUTCMinutes(), second: wall.getUTCSeconds() }),
    isDate,
  });
}

function timeProperty(name: string, instant: Date, row: CalendarEventRow): ICAL.Property {
  const property = new ICAL.Property(name);
  property.setValue(wallTime(instant, row.timeZone, row.allDay));
  if (!row.allDay) property.setParameter('tzid', row.timeZone);
  return property;
}

/** The account's events as an iCalendar (RFC 5545) file: series with their RRULE and EXDATEs, changed occurrences with their RECURRENCE-ID. */
export function calendarIcs(rows: readonly CalendarEventRow[], now = new Date()): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', '-//Conecta//Calendar//EN');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  const stamp = ICAL.Time.fromJSDate(now, true);
  const seriesOf = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows) {
    const series = row.seriesId ? seriesOf.get(row.seriesId) : undefined;
    const event = new ICAL.Component('vevent');
    event.addPropertyWithValue('uid', `${series?.id ?? row.id}@conecta`);
    event.addPropertyWithValue('dtstamp', stamp);
    event.addProperty(timeProperty('dtstart', row.start, row));
    event.addProperty(timeProperty('dtend', row.end, row));
    event.addPropertyWithValue('summary', row.title);
    if (row.desc) event.addPropertyWithValue('description', row.desc);
    if (series && row.recurrenceId)
      event.addProperty(timeProperty('recurrence-id', new Date(row.recurrenceId), series));
    if (row.recurrence) {
      event.addPropertyWithValue('rrule', ICAL.Recur.fromString(untilInUtc(row.recurrence, row.timeZone)));
      for (const date of row.exdates) event.addProperty(timeProperty('exdate', new Date(date), row));
    }
    if (row.reminderMinutes !== null) {
      const alarm = new ICAL.Component('valarm');
      alarm.addPropertyWithValue('action', 'DISPLAY');
      alarm.addPropertyWithValue('description', row.title);
      alarm.addPropertyWithValue('trigger', ICAL.Duration.fromSeconds(-row.reminderMinutes * 60));
      event.addSubcomponent(alarm);
    }
    calendar.addSubcomponent(event);
  }
  return calendar.toString();
}

/** RRULE's UNTIL is UTC when the start has a zone: the end of that day in the event's zone. */
function untilInUtc(recurrence: CalendarRecurrence, timeZone: string): string {
  if (recurrence.until === null) return rruleText(recurrence);
  const end = fromFloating(new Date(`${recurrence.until}T23:59:59Z`), timeZone);
  return `${rruleText({ ...recurrence, until: null })};UNTIL=${end.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

const validZone = (zone: string | undefined): zone is string => {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The instant an ICAL time names: UTC as is, a TZID we know in that zone, a floating one in `fallbackZone`. */
function instantOf(time: ICAL.Time, zone: string): Date {
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toJSDate();
  return fromFloating(
    new Date(Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second)),
    zone,
  );
}

const frequencyOf: Record<string, CalendarRecurrence['freq']> = {
  DAILY: 'daily',
  WEEKLY: 'weekly',
  MONTHLY: 'monthly',
  YEARLY: 'yearly',
};

function recurrenceOf(recur: ICAL.Recur, zone: string): CalendarRecurrence | null {
  const freq = frequencyOf[recur.freq];
  if (!freq) return null;
  const byday = (recur.parts.BYDAY ?? []) as string[];
  const byWeekday = byday.filter((day): day is CalendarWeekday =>
    (calendarWeekdays as readonly string[]).includes(day),
  );
  let until: string | null = null;
  if (recur.until)
    until = recur.until.isDate
      ? recur.until.toString().slice(0, 10)
      : floating(instantOf(recur.until, zone), zone).toISOString().slice(0, 10);
  const count = recur.count ? Math.min(recur.count, 999) : null;
  return {
    freq,
    interval: Math.min(Math.max(recur.interval || 1, 1), 99),
    byWeekday: freq === 'weekly' ? byWeekday : [],
    until: count === null ? until : null,
    count,
  };
}

/** The events of an .ics file (its VEVENTs without RECURRENCE-ID), with their repetition and removed dates. */
export function readIcs(text: string, fallbackZone: string): { fields: CalendarEventFields; exdates: string[] }[] {
  try {
    return readIcsEvents(text, fallbackZone);
  } catch (error) {
    // Whatever a malformed file makes ical.js throw is the file's fault.
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, calendarMessages.icsInvalid);
  }
}

/** The first display alarm set before the start (TRIGGER:-PT15M), in minutes; others are not kept. */
function reminderOf(event: ICAL.Component): number | null {
  for (const alarm of event.getAllSubcomponents('valarm')) {
    const trigger = alarm.getFirstProperty('trigger');
    const value = trigger?.getFirstValue();
    if (!(value instanceof ICAL.Duration) || trigger?.getParameter('related') === 'END') continue;
    const minutes = Math.round(-value.toSeconds() / 60);
    if (minutes >= 0 && minutes <= calendarLimits.reminderMinutes) return minutes;
  }
  return null;
}

function readIcsEvents(text: string, fallbackZone: string): { fields: CalendarEventFields; exdates: string[] }[] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new HttpError(400, calendarMessages.icsInvalid);
  }
  if (calendar.name !== 'vcalendar') throw new HttpError(400, calendarMessages.icsInvalid);
  const read: { fields: CalendarEventFields; exdates: string[] }[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    if (component.hasProperty('recurrence-id')) continue;
    const startProperty = component.getFirstProperty('dtstart');
    const start = startProperty?.getFirstValue();
    if (!(start instanceof ICAL.Time)) continue;
    const tzid = startProperty?.getParameter('tzid');
    const zone = validZone(typeof tzid === 'string' ? tzid : undefined) ? (tzid as string) : fallbackZone;
    const startAt = instantOf(start, zone);
    const endValue = component.getFirstPropertyValue('dtend');
    const duration = component.getFirstPropertyValue('duration');
    let endAt: Date;
    if (endValue instanceof ICAL.Time) endAt = instantOf(endValue, zone);
    else if (duration instanceof ICAL.Duration) endAt = new Date(startAt.getTime() + duration.toSeconds() * 1000);
    else endAt = new Date(startAt.getTime() + (start.isDate ? 86_400_000 : 0));
    if (endAt < startAt) endAt = startAt;
    const rrule = component.getFirstPropertyValue('rrule');
    const summary =
      String(component.getFirstPropertyValue('summary') ?? '')
        .trim()
        .slice(0, 200) || '—';
    const desc = String(component.getFirstPropertyValue('description') ?? '').slice(0, 5000);
    const exdates = component
      .getAllProperties('exdate')
      .flatMap((property) => property.getValues())
      .filter((value): value is ICAL.Time => value instanceof ICAL.Time)
      .map((value) => instantOf(value, zone).toISOString());
    read.push({
      fields: {
        title: summary,
        allDay: start.isDate,
        start: startAt.toISOString(),
        end: endAt.toISOString(),
        desc,
        timeZone: zone,
        recurrence: rrule instanceof ICAL.Recur ? recurrenceOf(rrule, zone) : null,
        reminder: reminderOf(component),
      },
      exdates,
    });
  }
  if (read.length === 0) throw new HttpError(400, calendarMessages.icsEmpty);
  return read;
}
