import { describe, expect, it } from 'vitest';
import { localToday } from './localDay';

describe("today in the user's time zone", () => {
  it('starts and ends at local midnight, west and east of UTC', () => {
    // 01:00 UTC on 11 March is still 10 March (22:00) in São Paulo.
    const now = Date.parse('2026-03-11T01:00:00Z');
    expect(localToday('America/Sao_Paulo', now)).toEqual({
      start: new Date('2026-03-10T03:00:00Z'),
      end: new Date('2026-03-11T03:00:00Z'),
    });
    expect(localToday('-03:00', now)).toEqual(localToday('America/Sao_Paulo', now));
    expect(localToday('+05:30', now)).toEqual({
      start: new Date('2026-03-10T18:30:00Z'),
      end: new Date('2026-03-11T18:30:00Z'),
    });
    expect(localToday(undefined, now)).toEqual({
      start: new Date('2026-03-11T00:00:00Z'),
      end: new Date('2026-03-12T00:00:00Z'),
    });
  });

  it('has 23 hours on the day the clocks go forward', () => {
    // New York moved to summer time on 8 March 2026 at 02:00.
    const { start, end } = localToday('America/New_York', Date.parse('2026-03-08T15:00:00Z'));
    expect(start).toEqual(new Date('2026-03-08T05:00:00Z'));
    expect(end).toEqual(new Date('2026-03-09T04:00:00Z'));
  });
});
