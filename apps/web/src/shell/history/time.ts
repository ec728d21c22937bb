import { dateTimeFormat } from '../dates/timeFormat';

/**
 * Dates as people read them, in the console's language: "3 hours ago" for scanning a list, the
 * exact date and time for the record. Formatters are costly to build, so each language keeps its own.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<T>(cache: Map<string, T>, language: string, make: () => T): T {
  let format = cache.get(language);
  if (!format) {
    format = make();
    cache.set(language, format);
  }
  return format;
}

function parse(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Date and time, e.g. "12 de mai. de 2025, 14:03". An unreadable value is shown as it came. */
export function formatExact(iso: string, language: string): string {
  const date = parse(iso);
  if (!date) return iso;
  // On the language's clock: 12-hour in English and Arabic, 24-hour in Portuguese and Turkish.
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The date alone, e.g. "12 de mai. de 2025". */
export function formatDate(iso: string, language: string): string {
  const date = parse(iso);
  if (!date) return iso;
  return cached(dateFormats, language, () => Intl.DateTimeFormat(language, { dateStyle: 'medium' })).format(date);
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** How long ago (or ahead), in the largest whole unit, e.g. "há 3 horas", "yesterday". */
export function formatRelative(iso: string, language: string, now: number = Date.now()): string {
  const date = parse(iso);
  if (!date) return iso;
  const seconds = (date.getTime() - now) / 1000;
  const format = cached(relativeFormats, language, () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }));
  // Under a minute reads as "now": clocks of server and browser are never exactly in step.
  if (Math.abs(seconds) < 60) return format.format(0, 'second');
  const [unit, size] = units.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
  return format.format(Math.round(seconds / size), unit);
}
