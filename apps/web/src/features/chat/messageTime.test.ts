import { describe, expect, it } from 'vitest';
import { formatCompactMessageTime, formatMessageTime, formatShortMessageTime } from './messageTime';

const at = (day: number, hours: number, minutes = 4, seconds = 5) => new Date(2026, 10, day, hours, minutes, seconds);

describe('message time', () => {
  it('reads "November 21st 2026, 3:04:05 pm" in English', () => {
    expect(formatMessageTime(at(21, 15), 'en')).toBe('November 21st 2026, 3:04:05 pm');
    expect(formatMessageTime(at(21, 15).toISOString(), 'en')).toBe('November 21st 2026, 3:04:05 pm');
  });

  it('gives each English day its ordinal', () => {
    const days = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 30];
    expect(days.map((day) => formatMessageTime(at(day, 9), 'en').split(' ')[1])).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '30th',
    ]);
  });

  it('counts hours from 12 with am and pm, and keeps two-digit minutes and seconds', () => {
    expect(formatMessageTime(at(5, 0, 0, 9), 'en')).toBe('November 5th 2026, 12:00:09 am');
    expect(formatMessageTime(at(5, 12, 30, 0), 'en')).toBe('November 5th 2026, 12:30:00 pm');
    expect(formatMessageTime(at(5, 23, 59, 59), 'en')).toBe('November 5th 2026, 11:59:59 pm');
  });

  it("uses the language's month names and way of writing the day", () => {
    expect(formatMessageTime(at(21, 15), 'pt-BR')).toBe('21 de novembro de 2026, 3:04:05 pm');
    // Brazilian dates write only the first day of the month as an ordinal.
    expect(formatMessageTime(at(1, 9), 'pt-BR')).toBe('1º de novembro de 2026, 9:04:05 am');
    expect(formatMessageTime(at(21, 15), 'tr')).toMatch(/^21 Kasım 2026 \S+ 3:04:05$/);
    expect(formatMessageTime(at(21, 15), 'ar')).toContain('نوفمبر');
  });

  it('shows an unreadable time as it came', () => {
    expect(formatMessageTime('not a time', 'en')).toBe('not a time');
  });

  it('is compact for the panel, in each language', () => {
    const time = new Date(2026, 10, 21, 15, 4, 5);
    expect(formatCompactMessageTime(time, 'en')).toMatch(/^Nov 21, 3:04\sPM$/);
    expect(formatCompactMessageTime(time, 'pt-BR')).toMatch(/^21 de nov\.?,? 15:04$/);
    expect(formatCompactMessageTime(time, 'tr')).toMatch(/^21 Kas 15:04$/);
  });

  it('is short on the chat page: the time today, the date on other days, the year when not this one', () => {
    const now = new Date(2026, 10, 21, 18, 0, 0);
    expect(formatShortMessageTime(at(21, 15), 'pt-BR', now)).toBe('15:04');
    expect(formatShortMessageTime(at(21, 15), 'en', now)).toMatch(/^3:04\sPM$/);
    expect(formatShortMessageTime(at(21, 15), 'tr', now)).toBe('15:04');
    expect(formatShortMessageTime(at(20, 15), 'pt-BR', now)).toMatch(/^20 de nov\.?$/);
    expect(formatShortMessageTime(at(20, 15), 'en', now)).toBe('Nov 20');
    expect(formatShortMessageTime(new Date(2025, 11, 31, 9), 'pt-BR', now)).toMatch(/^31 de dez\.? de 2025$/);
    expect(formatShortMessageTime('not a time', 'en', now)).toBe('not a time');
  });
});
