import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectLanguage } from '../i18n/languageSlice';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and shape: making one is costly, and a list shows many dates. */
function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

// Two-digit hours: pt-BR reads "04:04", not "4:04".
const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

export interface RowDateOptions {
  /** With its time of day ("12 de mar., 04:04"); a date alone otherwise. */
  withTime?: boolean;
  /** Today's time of day only ("04:04"), as a mail list shows today's mail. */
  timeIfToday?: boolean;
  now?: Date;
}

/**
 * A date as a collection's row shows it, in the user's language and time zone: day and month, the year
 * only when it is not the current one ("12 de mar." / "12 de mar. de 2025"), two-digit hours.
 */
export function rowDate(
  iso: string,
  language: string,
  { withTime = false, timeIfToday = false, now = new Date() }: RowDateOptions = {},
): string {
  const date = new Date(iso);
  if (timeIfToday && date.toDateString() === now.toDateString()) return formatter(language, time).format(date);
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', ...(withTime ? time : {}) };
  if (date.getFullYear() !== now.getFullYear()) options.year = 'numeric';
  return formatter(language, options).format(date);
}

/** `rowDate` in the user's language. */
export function useRowDate() {
  const language = useAppSelector(selectLanguage);
  return useMemo(() => (iso: string, options?: RowDateOptions) => rowDate(iso, language, options), [language]);
}
