import { describe, expect, it } from 'vitest';
import { rowDate } from './rowDate';

const now = new Date(2026, 10, 25, 15, 0);

describe('row dates', () => {
  it('leave the year out in the current year and write it in another', () => {
    expect(rowDate(new Date(2026, 2, 12, 4, 4).toISOString(), 'pt-BR', { now })).toBe('12 de mar.');
    expect(rowDate(new Date(2025, 2, 12, 4, 4).toISOString(), 'pt-BR', { now })).toBe('12 de mar. de 2025');
    expect(rowDate(new Date(2027, 0, 3).toISOString(), 'en', { now })).toBe('Jan 3, 2027');
  });

  it('write hours with two digits: 04:04', () => {
    expect(rowDate(new Date(2026, 2, 12, 4, 4).toISOString(), 'pt-BR', { now, withTime: true })).toBe(
      '12 de mar., 04:04',
    );
    expect(rowDate(new Date(2024, 2, 12, 4, 4).toISOString(), 'pt-BR', { now, withTime: true })).toBe(
      '12 de mar. de 2024, 04:04',
    );
    expect(rowDate(new Date(2026, 10, 25, 4, 4).toISOString(), 'pt-BR', { now, timeIfToday: true })).toBe('04:04');
    expect(rowDate(new Date(2026, 10, 24, 4, 4).toISOString(), 'pt-BR', { now, timeIfToday: true })).toBe('24 de nov.');
  });
});
