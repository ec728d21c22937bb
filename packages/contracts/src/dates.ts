import * as z from 'zod/mini';

/**
 * The instants the API stores: 0001-01-01 to 9999-12-31 (UTC). JavaScript and PostgreSQL reach further
 * each in their own way (year 0, `+010000`), and a date past either end reached the database as a
 * server error; every date the API accepts — fields and keyset cursors alike — is checked against these.
 */
export const storableDates = {
  earliest: Date.parse('0001-01-01T00:00:00.000Z'),
  latest: Date.parse('9999-12-31T23:59:59.999Z'),
} as const;

/** Whether an ISO 8601 text names an instant inside `storableDates`. */
export function isStorableInstant(text: string): boolean {
  const time = Date.parse(text);
  return !Number.isNaN(time) && time >= storableDates.earliest && time <= storableDates.latest;
}

/** An ISO 8601 date and time with an offset, inside `storableDates`, refused with `message` otherwise. */
export function isoDateTime(message: string) {
  return z.iso.datetime({ offset: true, message }).check(z.refine(isStorableInstant, message));
}
