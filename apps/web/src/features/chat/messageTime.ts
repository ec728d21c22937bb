import { dateTimeFormat, formatTime, hourDigits } from '../../shell/dates/timeFormat';

/**
 * A message's time (console-core §4.4): month name, day with ordinal, four-digit year, 12-hour
 * time with seconds and am/pm — in English exactly 'November 21st 2026, 3:04:05 pm'.
 *
 * Other languages use their own month names, day-period words and word order (from Intl), and
 * their own way of writing a date's day:
 * - pt-BR writes only the first day of a month as an ordinal ('1º de novembro', '21 de novembro');
 * - Turkish and Arabic dates name the day with a plain number ('21 Kasım', '21 نوفمبر').
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const englishOrdinals = new Intl.PluralRules('en', { type: 'ordinal' });
const englishSuffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

function partsOf(date: Date, language: string) {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      hour12: true,
    });
    formats.set(language, format);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

export function formatMessageTime(value: string | number | Date, language: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const {
    month = '',
    day = '',
    year = '',
    hour = '',
    minute = '',
    second = '',
    dayPeriod = '',
  } = partsOf(date, language);
  const time = `${hour}:${minute}:${second}`;
  const base = language.split('-')[0];
  if (base === 'pt') {
    const ordinalDay = date.getDate() === 1 ? `${day}º` : day;
    return `${ordinalDay} de ${month} de ${year}, ${time} ${dayPeriod.toLowerCase()}`;
  }
  if (base === 'tr') return `${day} ${month} ${year} ${dayPeriod} ${time}`;
  if (base === 'ar') return `${day} ${month} ${year}، ${time} ${dayPeriod}`;
  const suffix = englishSuffixes[englishOrdinals.select(date.getDate())] ?? 'th';
  return `${month} ${day}${suffix} ${year}, ${time} ${dayPeriod.toLowerCase()}`;
}

const compactFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The same moment for the narrow chat panel: short month, day and time without seconds, in the
 * language's own order ('Nov 21, 3:04 PM', '21 de nov., 3:04 PM'); the full form stays in its tooltip.
 */
export function formatCompactMessageTime(value: string | number | Date, language: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  let format = compactFormats.get(language);
  if (!format) {
    format = dateTimeFormat(language, {
      month: 'short',
      day: 'numeric',
      hour: hourDigits(language),
      minute: '2-digit',
    });
    compactFormats.set(language, format);
  }
  return format.format(date);
}

const shortDates = new Map<string, Intl.DateTimeFormat>();
const shortDatesWithYear = new Map<string, Intl.DateTimeFormat>();

function cached(formats: Map<string, Intl.DateTimeFormat>, language: string, options: Intl.DateTimeFormatOptions) {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formats.set(language, format);
  }
  return format;
}

/**
 * The same moment for the chat page's conversation, as chat apps show it: the time alone for a
 * message of today ('15:04' in pt-BR, '3:04 PM' in English), the date otherwise ('21 de nov.',
 * with the year when it is not this one), each in the language's own form; the full form of
 * console-core §4.4 stays in its tooltip.
 */
export function formatShortMessageTime(value: string | number | Date, language: string, now = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const today =
    date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth() && date.getDate() === now.getDate();
  if (today) return formatTime(date, language);
  if (date.getFullYear() === now.getFullYear())
    return cached(shortDates, language, { day: 'numeric', month: 'short' }).format(date);
  return cached(shortDatesWithYear, language, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}
