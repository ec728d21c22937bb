import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { type Database, withTransaction } from '../db/client';
import { RetryLaterError } from '../http/errors';
import { rateCounters } from './table';

export { rateCounters };

/** What a counter says after a hit: the hits in the current window and the milliseconds until it resets. */
export interface RateState {
  hits: number;
  resetsInMs: number;
}

// node-postgres and PGlite both answer `execute` with `{ rows }`.
const rowOf = (result: unknown) =>
  (result as { rows: { hits: number; resets_in_ms: number }[] }).rows[0] ?? { hits: 0, resets_in_ms: 0 };

let hitsSinceSweep = 0;

/** Drops the rows of windows that ended a while ago (mostly one-off addresses), an index range read. */
async function sweepNowAndThen(db: Database): Promise<void> {
  hitsSinceSweep += 1;
  if (hitsSinceSweep < 500) return;
  hitsSinceSweep = 0;
  await db.execute(sql`delete from ${rateCounters} where resets_at < now() - interval '1 hour'`);
}

/**
 * Counts `amount` hits on `key` in a window of `windowMs`, atomically in one statement (the row lock of the
 * upsert orders concurrent hits from every process), and answers the count: every hit counts, refused ones too,
 * as `@fastify/rate-limit`'s own store does.
 */
export async function hitRate(db: Database, key: string, windowMs: number, amount = 1): Promise<RateState> {
  const result = await db.execute(
    sql`insert into ${rateCounters} (key, hits, resets_at)
          values (${key}, ${amount}, now() + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set
          hits = case when ${rateCounters.resetsAt} <= now() then excluded.hits else ${rateCounters.hits} + excluded.hits end,
          resets_at = case when ${rateCounters.resetsAt} <= now() then excluded.resets_at else ${rateCounters.resetsAt} end
        returning hits, (extract(epoch from resets_at - now()) * 1000)::float8 as resets_in_ms`,
  );
  await sweepNowAndThen(db);
  const row = rowOf(result);
  return { hits: Number(row.hits), resetsInMs: Math.max(0, Number(row.resets_in_ms)) };
}

/**
 * Takes `amount` from the budget `max` of `key` per `windowMs` if it fits whole, else takes nothing: a refused
 * request does not use up the budget (a send to too many recipients must not block the next, smaller one).
 * Answers 0 when taken, else the seconds until the window resets.
 */
export async function takeFromRate(
  db: Database,
  key: string,
  { max, windowMs, amount = 1 }: { max: number; windowMs: number; amount?: number },
): Promise<number> {
  return withTransaction(db, async (tx) => {
    // The row exists and is locked for the rest of the transaction, so racing takes are counted one after the other.
    await tx.execute(
      sql`insert into ${rateCounters} (key, hits, resets_at) values (${key}, 0, now()) on conflict (key) do nothing`,
    );
    const result = await tx.execute(
      sql`select hits, (extract(epoch from resets_at - now()) * 1000)::float8 as resets_in_ms
          from ${rateCounters} where key = ${key} for update`,
    );
    const row = rowOf(result);
    const windowEnded = Number(row.resets_in_ms) <= 0;
    const used = windowEnded ? 0 : Number(row.hits);
    if (used + amount > max) return Math.max(1, Math.ceil((windowEnded ? windowMs : Number(row.resets_in_ms)) / 1000));
    await tx.execute(
      windowEnded
        ? sql`update ${rateCounters} set hits = ${amount}, resets_at = now() + make_interval(secs => ${windowMs / 1000})
              where key = ${key}`
        : sql`update ${rateCounters} set hits = hits + ${amount} where key = ${key}`,
    );
    return 0;
  });
}

/** A 429 with `retry-after`, for a limit a handler checks itself (after the token, role and input checks). */
export class RateLimitedError extends RetryLaterError {
  constructor(retryAfterSeconds: number, message: string, params: Record<string, string | number> = {}) {
    super(429, message, retryAfterSeconds, { ...params, seconds: retryAfterSeconds });
  }
}

/** Takes from the budget or throws the 429 that says so (see `takeFromRate`). */
export async function enforceRate(
  db: Database,
  key: string,
  limit: { max: number; windowMs: number; amount?: number },
  message: string,
  params: Record<string, string | number> = {},
): Promise<void> {
  const wait = await takeFromRate(db, key, limit);
  if (wait > 0) throw new RateLimitedError(wait, message, { maximum: limit.max, ...params });
}

/** What the plugin hands a store: its options, and for a route's child the route (`routeInfo`). */
interface StoreOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

/**
 * A `@fastify/rate-limit` store over `rateCounters`: every process of the server counts the same hits, where the
 * plugin's own store counted per process (two workers let twice the limit through). Each route counts apart.
 */
export function databaseRateStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseRateStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(options: unknown = {}) {
      const { routeInfo, groupId } = options as StoreOptions;
      this.prefix = groupId ?? `${[routeInfo?.method ?? ''].flat().join(',')} ${routeInfo?.url ?? ''}`;
    }
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
      hitRate(db, `route:${this.prefix}:${key}`, timeWindow).then(
        (state) => callback(null, { current: state.hits, ttl: state.resetsInMs }),
        (error: Error) => callback(error),
      );
    }
    child(options: unknown) {
      return new DatabaseRateStore(options);
    }
  }
  return DatabaseRateStore;
}
