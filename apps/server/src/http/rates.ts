import { httpMessages } from '@conecta/contracts';
import type { Config } from '../config';
import { RetryLaterError } from './errors';

/**
 * Counts what each key (an account) does per window and says when it has done enough. Kept in this process's
 * memory; the one place to swap for a shared store (every worker seeing one count) is here.
 */
export interface RateCounter {
  /** Counts one more for `key`: undefined when allowed, otherwise the seconds until the window starts anew. */
  take(key: string): number | undefined;
}

export function createRateCounter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateCounter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key) {
      const time = now();
      // Forget finished windows now and then, so the map holds only the keys active in the last window.
      if (windows.size > 10_000) {
        for (const [stale, window] of windows) if (time - window.start >= windowMs) windows.delete(stale);
      }
      const window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        windows.set(key, { start: time, count: 1 });
        return undefined;
      }
      if (window.count < limit) {
        window.count += 1;
        return undefined;
      }
      return Math.max(1, Math.ceil((window.start + windowMs - time) / 1000));
    },
  };
}

/** One search counter per configuration (each server, each test app), shared by every feature's searches. */
const searchCounters = new WeakMap<Config, RateCounter>();

/**
 * Counts a search (a list call with `q`) of the account, all features together; beyond SEARCH_RATE_PER_MINUTE
 * the call is refused 429 `http.tooManySearches` with retry-after. A search costs the database far more than a
 * page, so an account cannot keep it busy with them.
 */
export function countSearch(config: Config, accountId: string): void {
  let counter = searchCounters.get(config);
  if (!counter) {
    counter = createRateCounter({ limit: config.searchRatePerMinute, windowMs: 60_000 });
    searchCounters.set(config, counter);
  }
  const wait = counter.take(accountId);
  if (wait !== undefined) throw new RetryLaterError(429, httpMessages.tooManySearches, wait, { after: wait });
}
