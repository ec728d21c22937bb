import {
  type AnalyticsRange,
  type AnalyticsSeries,
  type AnalyticsWidgets,
  analyticsLimits,
} from '@conecta/contracts/analytics-dashboard';
import { type BrazilianState, brazilianStates, deviceKinds, deviceNetworks } from '@conecta/contracts/devices';
import { and, asc, desc, eq, gt, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';
import type { Database } from '../../db/client';
import { chatMessages } from '../chat';
import { analyticsDeviceCounts } from './table';

const dayMs = 24 * 60 * 60 * 1000;

/** The buckets of a range: their first days (UTC, `YYYY-MM-DD`), and the same for the period before. */
export interface AnalyticsPeriods {
  bucket: 'day' | 'month';
  /** First day of each bucket of the period, oldest first. */
  starts: Date[];
  /** First day of each bucket of the period before, in the same order. */
  previousStarts: Date[];
  /** The day after the period (exclusive end): tomorrow. */
  end: Date;
}

const utcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * dayMs);
const addMonths = (date: Date, months: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The range's buckets ending today (UTC): N days, or the last 12 months (this one included). */
export function periodsOf(range: AnalyticsRange, now: Date): AnalyticsPeriods {
  const today = utcDay(now);
  if (range === '12m') {
    const first = addMonths(today, -11);
    const starts = Array.from({ length: 12 }, (_, index) => addMonths(first, index));
    return {
      bucket: 'month',
      starts,
      previousStarts: starts.map((start) => addMonths(start, -12)),
      end: addDays(today, 1),
    };
  }
  const days = Number.parseInt(range, 10);
  const starts = Array.from({ length: days }, (_, index) => addDays(today, index - days + 1));
  return {
    bucket: 'day',
    starts,
    previousStarts: starts.map((start) => addDays(start, -days)),
    end: addDays(today, 1),
  };
}

/** The last day a bucket covers (today for the current one). */
function lastDayOf(periods: AnalyticsPeriods, start: Date): Date {
  const next = periods.bucket === 'month' ? addMonths(start, 1) : addDays(start, 1);
  const last = addDays(next, -1);
  const today = addDays(periods.end, -1);
  return last > today ? today : last;
}

/**
 * Lines in service at the end of each bucket: the lines started up to that day minus those ended before it,
 * from the per-day counts the triggers keep (a few thousand rows at most, whatever the fleet's size).
 */
async function activeLines(db: Database, periods: AnalyticsPeriods): Promise<AnalyticsSeries> {
  const rows = await db
    .select({
      dimension: analyticsDeviceCounts.dimension,
      value: analyticsDeviceCounts.value,
      count: analyticsDeviceCounts.count,
    })
    .from(analyticsDeviceCounts)
    .where(inArray(analyticsDeviceCounts.dimension, ['line-start', 'line-end']))
    .orderBy(asc(analyticsDeviceCounts.value));
  // Running totals by day (the rows come sorted), read by a binary search per bucket.
  const runningTotals = (dimension: string) => {
    const days: string[] = [];
    const totals: number[] = [];
    let total = 0;
    for (const row of rows) {
      if (row.dimension !== dimension) continue;
      total += Number(row.count);
      days.push(row.value);
      totals.push(total);
    }
    /** The total of the days before `day` (or up to it, when `inclusive`). */
    return (day: string, inclusive: boolean) => {
      let low = 0;
      let high = days.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        const value = days[middle] as string;
        if (value < day || (inclusive && value === day)) low = middle + 1;
        else high = middle;
      }
      return low === 0 ? 0 : (totals[low - 1] as number);
    };
  };
  const started = runningTotals('line-start');
  const ended = runningTotals('line-end');
  const inServiceOn = (date: Date) => {
    const day = isoDay(date);
    return started(day, true) - ended(day, false);
  };
  const points = periods.starts.map((start, index) => ({
    date: isoDay(start),
    value: inServiceOn(lastDayOf(periods, start)),
    previous: inServiceOn(lastDayOf(periods, periods.previousStarts[index] as Date)),
  }));
  return {
    points,
    total: points.at(-1)?.value ?? 0,
    previousTotal: inServiceOn(addDays(periods.starts[0] as Date, -1)),
  };
}

/** Rows whose time falls in each bucket of the period and of the period before, counted by the database. */
async function activity(db: Database, periods: AnalyticsPeriods, column: AnyPgColumn, table: 'accounts' | 'chat') {
  const from = periods.previousStarts[0] as Date;
  const bucketStart = sql<string>`to_char(date_trunc(${periods.bucket}, ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const where: SQL = and(gte(column, from), lt(column, periods.end)) as SQL;
  const selection = { day: bucketStart, count: sql<number>`count(*)::int` };
  const rows =
    table === 'accounts'
      ? await db.select(selection).from(accounts).where(where).groupBy(sql`1`)
      : await db.select(selection).from(chatMessages).where(where).groupBy(sql`1`);
  const byDay = new Map(rows.map((row) => [row.day, Number(row.count)]));
  const points = periods.starts.map((start, index) => ({
    date: isoDay(start),
    value: byDay.get(isoDay(start)) ?? 0,
    previous: byDay.get(isoDay(periods.previousStarts[index] as Date)) ?? 0,
  }));
  return {
    points,
    total: points.reduce((sum, point) => sum + point.value, 0),
    previousTotal: points.reduce((sum, point) => sum + point.previous, 0),
  };
}

const countsOf = async (db: Database, dimension: string) =>
  db
    .select({ value: analyticsDeviceCounts.value, count: analyticsDeviceCounts.count })
    .from(analyticsDeviceCounts)
    .where(and(eq(analyticsDeviceCounts.dimension, dimension), gt(analyticsDeviceCounts.count, 0)))
    .orderBy(desc(analyticsDeviceCounts.count), asc(analyticsDeviceCounts.value));

/** Every group of a fixed list, in the list's order, zero where no device is counted. */
function everyOf<K extends string>(keys: readonly K[], rows: { value: string; count: number }[]) {
  const byValue = new Map(rows.map((row) => [row.value, Number(row.count)]));
  return keys.map((key) => ({ key, count: byValue.get(key) ?? 0 }));
}

/** Each query of the dashboard on its own, by widget (for `npm run bench:apps`). */
export function analyticsWidgetQueries(db: Database, range: AnalyticsRange, now = new Date()) {
  const periods = periodsOf(range, now);
  return {
    'active lines': () => activeLines(db, periods),
    'sign-ins': () => activity(db, periods, accounts.lastSignInAt, 'accounts'),
    'chat messages': () => activity(db, periods, chatMessages.sentAt, 'chat'),
    'by network': () => countsOf(db, 'network'),
    'by kind': () => countsOf(db, 'kind'),
    'by manufacturer': () => countsOf(db, 'manufacturer'),
    'by state': () => countsOf(db, 'state'),
    'top cities': () => topCities(db),
  } satisfies Record<string, () => Promise<unknown>>;
}

const topCities = (db: Database) =>
  db
    .select({ value: analyticsDeviceCounts.value, count: analyticsDeviceCounts.count })
    .from(analyticsDeviceCounts)
    .where(and(eq(analyticsDeviceCounts.dimension, 'city'), gt(analyticsDeviceCounts.count, 0)))
    .orderBy(desc(analyticsDeviceCounts.count), asc(analyticsDeviceCounts.value))
    .limit(analyticsLimits.topCities);

/** Every widget of the dashboard for a range, each computed from the stored data. */
export async function readAnalyticsWidgets(
  db: Database,
  range: AnalyticsRange,
  now = new Date(),
): Promise<AnalyticsWidgets> {
  const periods = periodsOf(range, now);
  const [lines, signIns, chat, networks, kinds, manufacturers, states, cities] = await Promise.all([
    activeLines(db, periods),
    activity(db, periods, accounts.lastSignInAt, 'accounts'),
    activity(db, periods, chatMessages.sentAt, 'chat'),
    countsOf(db, 'network'),
    countsOf(db, 'kind'),
    countsOf(db, 'manufacturer'),
    countsOf(db, 'state'),
    topCities(db),
  ]);
  const topManufacturers = manufacturers.slice(0, analyticsLimits.manufacturers);
  return {
    range,
    bucket: periods.bucket,
    generatedAt: now.toISOString(),
    totalDevices: networks.reduce((sum, row) => sum + Number(row.count), 0),
    activeLines: lines,
    signIns,
    chatMessages: chat,
    devicesByNetwork: everyOf(deviceNetworks, networks),
    devicesByKind: everyOf(deviceKinds, kinds),
    devicesByManufacturer: topManufacturers.map((row) => ({ key: row.value, count: Number(row.count) })),
    otherManufacturers: manufacturers
      .slice(analyticsLimits.manufacturers)
      .reduce((sum, row) => sum + Number(row.count), 0),
    devicesByState: everyOf(brazilianStates, states),
    topCities: cities.map((row) => {
      const [state, ...city] = row.value.split('|');
      return {
        city: city.join('|'),
        state: (brazilianStates as readonly string[]).includes(state ?? '') ? (state as BrazilianState) : null,
        count: Number(row.count),
      };
    }),
  };
}
