import type { CalendarRecurrence, CalendarWeekday } from '@conecta/contracts/calendar';
import * as rruleModule from 'rrule';

// rrule ships CommonJS: Node's ESM loader sees only its default export, bundlers see the named ones.
const { RRule } = ((rruleModule as { default?: typeof rruleModule }).default ?? rruleModule) as typeof rruleModule;

/**
 * Repetition in wall time. A series keeps its first start as the wall time of its zone (09:00 in Lisbon); the rule is
 * expanded on "floating" dates (the wall time written as if it were UTC) and each occurrence is turned back into an
 * instant in the zone, so a weekly 09:00 stays 09:00 on both sides of a daylight-saving change.
 */

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The wall time of an instant in a zone. */
export function wallOf(instant: Date, timeZone: string): Wall {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The wall time as a "floating" date: its fields read in UTC. */
export function floating(instant: Date, timeZone: string): Date {
  const wall = wallOf(instant, timeZone);
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second));
}

const offsetAt = (ms: number, timeZone: string) =>
  floating(new Date(ms), timeZone).getTime() - Math.floor(ms / 1000) * 1000;

/** The instant a floating date's wall time names in the zone (a time skipped by a change moves forward). */
export function fromFloating(wall: Date, timeZone: string): Date {
  const guess = wall.getTime();
  const first = offsetAt(guess, timeZone);
  let instant = guess - first;
  const second = offsetAt(instant, timeZone);
  if (second !== first) instant = guess - second;
  return new Date(instant);
}

const weekdayIndex: Record<CalendarWeekday, number> = { MO: 0, TU: 1, WE: 2, TH: 3, FR: 4, SA: 5, SU: 6 };
const frequencies = { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY, yearly: RRule.YEARLY };

function ruleOf(recurrence: CalendarRecurrence, start: Date, timeZone: string) {
  return new RRule({
    freq: frequencies[recurrence.freq],
    interval: recurrence.interval,
    dtstart: floating(start, timeZone),
    ...(recurrence.freq === 'weekly' && recurrence.byWeekday.length > 0
      ? { byweekday: recurrence.byWeekday.map((day) => weekdayIndex[day]) }
      : {}),
    ...(recurrence.count !== null ? { count: recurrence.count } : {}),
    // Until the end of that day, in wall time.
    ...(recurrence.until !== null ? { until: new Date(`${recurrence.until}T23:59:59Z`) } : {}),
  });
}

export interface Series {
  start: Date;
  end: Date;
  timeZone: string;
  recurrence: CalendarRecurrence;
  exdates: readonly string[];
}

/** At most this many occurrences of one series in one answer. */
const maxOccurrences = 2000;

/** The starts of the series' occurrences that overlap [from, to), removed ones left out (at most `limit`). */
export function occurrencesBetween(series: Series, from: Date, to: Date, limit = maxOccurrences): Date[] {
  const duration = series.end.getTime() - series.start.getTime();
  const rule = ruleOf(series.recurrence, series.start, series.timeZone);
  const day = 86_400_000;
  // A day of margin on each side for the zone's offset, then the real instants are checked.
  const after = new Date(floating(from, series.timeZone).getTime() - duration - day);
  const before = new Date(floating(to, series.timeZone).getTime() + day);
  const removed = new Set(series.exdates.map((date) => Date.parse(date)));
  const starts: Date[] = [];
  rule.between(after, before, true, (date) => {
    const start = fromFloating(date, series.timeZone);
    const ms = start.getTime();
    if (ms < to.getTime() && ms + Math.max(duration, 1) > from.getTime() && !removed.has(ms)) starts.push(start);
    return starts.length < limit;
  });
  return starts;
}

/** Whether the series has an occurrence starting at this instant (removed ones included). */
export function hasOccurrence(series: Series, at: Date): boolean {
  const rule = ruleOf(series.recurrence, series.start, series.timeZone);
  const wall = floating(at, series.timeZone);
  return rule
    .between(new Date(wall.getTime() - 1000), new Date(wall.getTime() + 1000), true)
    .some((date) => date.getTime() === wall.getTime());
}

/** How many occurrences the series has before this instant. */
export function countBefore(series: Series, at: Date): number {
  const rule = ruleOf(series.recurrence, series.start, series.timeZone);
  return rule.between(
    new Date(floating(series.start, series.timeZone).getTime() - 1000),
    floating(at, series.timeZone),
    false,
  ).length;
}

/** The local day before an instant in the zone, as YYYY-MM-DD (a series cut at an occurrence ends that day before). */
export function dayBefore(at: Date, timeZone: string): string {
  const wall = floating(at, timeZone);
  return new Date(wall.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/** Moves an instant by the wall-time difference between two instants (10:00 → 11:00 moves every start an hour). */
export function shiftWall(instant: Date, from: Date, to: Date, timeZone: string): Date {
  const delta = floating(to, timeZone).getTime() - floating(from, timeZone).getTime();
  return fromFloating(new Date(floating(instant, timeZone).getTime() + delta), timeZone);
}

/** The RRULE text of iCalendar for a recurrence. */
export function rruleText(recurrence: CalendarRecurrence): string {
  const parts = [`FREQ=${recurrence.freq.toUpperCase()}`];
  if (recurrence.interval !== 1) parts.push(`INTERVAL=${recurrence.interval}`);
  if (recurrence.freq === 'weekly' && recurrence.byWeekday.length > 0)
    parts.push(`BYDAY=${recurrence.byWeekday.join(',')}`);
  if (recurrence.count !== null) parts.push(`COUNT=${recurrence.count}`);
  if (recurrence.until !== null) parts.push(`UNTIL=${recurrence.until.replaceAll('-', '')}T235959Z`);
  return parts.join(';');
}
