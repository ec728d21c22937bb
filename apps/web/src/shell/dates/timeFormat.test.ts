import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatTime, hourCycle, usesTwelveHourClock } from './timeFormat';

const afternoon = new Date(2025, 4, 12, 14, 3, 9);

describe('time format', () => {
  it('uses a 12-hour clock in English and Arabic, a 24-hour one in Portuguese and Turkish', () => {
    expect(usesTwelveHourClock('en')).toBe(true);
    expect(usesTwelveHourClock('ar')).toBe(true);
    expect(usesTwelveHourClock('pt-BR')).toBe(false);
    expect(usesTwelveHourClock('tr')).toBe(false);
    expect(hourCycle('en-US')).toBe('h12');
  });

  it('tells the time on that clock', () => {
    expect(formatTime(afternoon, 'en')).toMatch(/^2:03\sPM$/);
    expect(formatTime(afternoon, 'pt-BR')).toBe('14:03');
    expect(formatTime(afternoon, 'tr')).toBe('14:03');
    // Arabic: 2:03 with its evening mark, in the digits the locale writes.
    expect(formatTime(afternoon, 'ar')).toMatch(/^(2|٢):(03|٠٣)\s?م$/);
    expect(formatTime(afternoon, 'pt-BR', { seconds: true })).toBe('14:03:09');
  });

  it('writes the hours of a 24-hour clock with two digits, midnight and early morning included', () => {
    const early = new Date(2025, 4, 12, 0, 5);
    expect(formatTime(early, 'pt-BR')).toBe('00:05');
    expect(formatTime(new Date(2025, 4, 12, 4, 4), 'pt-BR')).toBe('04:04');
    expect(formatTime(early, 'tr')).toBe('00:05');
    expect(formatTime(early, 'en')).toMatch(/^12:05\sAM$/);
  });

  it('keeps the clock with a date and time style too', () => {
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(afternoon)).toMatch(/2:03\sPM$/);
    expect(dateTimeFormat('pt-BR', { dateStyle: 'medium', timeStyle: 'short' }).format(afternoon)).toMatch(/14:03$/);
  });
});
