/**
 * Times as each of the console's languages tells them: a 12-hour clock with am/pm in English and
 * Arabic, a 24-hour one in Brazilian Portuguese and Turkish. The one place that decides it: every
 * time shown or picked in the console goes through here.
 */
const twelveHourLanguages: ReadonlySet<string> = new Set(['en', 'ar']);

export function usesTwelveHourClock(language: string): boolean {
  return twelveHourLanguages.has(language) || twelveHourLanguages.has(language.split('-')[0] ?? '');
}

/** The hour cycle of `language`, for `Intl.DateTimeFormat` (with `timeStyle` or `hour` alike). */
export function hourCycle(language: string): 'h12' | 'h23' {
  return usesTwelveHourClock(language) ? 'h12' : 'h23';
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter of `language` with its clock (built once per language and options). */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, hourCycle: hourCycle(language) });
    formats.set(key, format);
  }
  return format;
}

/**
 * How the hour is written: a 24-hour clock always with two digits ("04:04", "00:05" — Intl's 'numeric'
 * writes "0:05" at midnight), a 12-hour one without a leading zero ("4:04 AM").
 */
export function hourDigits(language: string): 'numeric' | '2-digit' {
  return usesTwelveHourClock(language) ? 'numeric' : '2-digit';
}

/** The time of day, e.g. "2:03 PM" (en), "14:03" and "00:05" (pt-BR); with seconds when asked. */
export function formatTime(date: Date | number, language: string, { seconds = false } = {}): string {
  return dateTimeFormat(language, {
    hour: hourDigits(language),
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
  }).format(date);
}
