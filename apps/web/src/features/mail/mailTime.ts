import { rowDate } from '../../shell/collection';
import { hourDigits } from '../../shell/dates/timeFormat';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and style: making one is costly, and a list shows many times. */
function formatter(language: string, style: 'hour' | 'day' | 'full'): Intl.DateTimeFormat {
  const key = `${language} ${style}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'hour'
        ? { hour: hourDigits(language), minute: '2-digit' }
        : style === 'day'
          ? { day: 'numeric', month: 'short' }
          : { dateStyle: 'full', timeStyle: 'short' };
    format = new Intl.DateTimeFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A mail's time in the list, as the collection kit writes row dates: the hour for today's mail ("04:04"),
 * the day otherwise, with the year only when it is not this one.
 */
export function listTime(iso: string, language: string, now = new Date()): string {
  return rowDate(iso, language, { timeIfToday: true, now });
}

/** The reader's full date and time, in the user's language. */
export function fullTime(iso: string, language: string): string {
  return formatter(language, 'full').format(new Date(iso));
}
