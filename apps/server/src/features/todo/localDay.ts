import { utcOffsetPattern } from '@conecta/contracts/todo';

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's clock is ahead of UTC at `instant`, in milliseconds (negative west of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const fixed = utcOffsetPattern.exec(timeZone);
  if (fixed) {
    const [hours = '0', minutes = '0'] = timeZone.slice(1).split(':');
    return (timeZone.startsWith('-') ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  }
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormats.set(timeZone, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(format.formatToParts(instant).find((entry) => entry.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant the zone's clock reads 00:00 on that calendar day (months and days may overflow, as in `Date.UTC`). */
function midnight(year: number, month: number, day: number, timeZone: string): number {
  const wall = Date.UTC(year, month, day);
  const first = wall - offsetAt(wall, timeZone);
  // Once more with the offset of that instant: a change to or from summer time may lie in between.
  return wall - offsetAt(first, timeZone);
}

/**
 * Today in the user's time zone (an IANA name or a `±HH:MM` offset, checked by the contract), as the
 * instants it starts and ends: a to-do due at 23:30 in São Paulo is due today there, though tomorrow in UTC.
 */
export function localToday(timeZone = 'UTC', now = Date.now()): { start: Date; end: Date } {
  const local = new Date(now + offsetAt(now, timeZone));
  const [year, month, day] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  return {
    start: new Date(midnight(year, month, day, timeZone)),
    end: new Date(midnight(year, month, day + 1, timeZone)),
  };
}
