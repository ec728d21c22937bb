import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** Up to this many matching rows the total is counted exactly; beyond it the planner's estimate is used. */
export const exactCountLimit = 10_000;

export interface Total {
  total: number;
  totalIsEstimate: boolean;
}

/**
 * How many rows match, without paying a full scan on every page turn: a count that stops after
 * `exactCountLimit` rows, and past that the planner's row estimate (never less than the limit).
 * Results are kept per table and filter until the table's next write in this process; after `ttlMs`
 * (for writes made by other server processes) they are recounted in the background.
 */
export class CountCache {
  private readonly entries = new Map<string, { at: number; value: Total }>();
  private readonly refreshing = new Set<string>();

  constructor(private readonly ttlMs = 15_000) {}

  /** Forget every cached total of `table` (call after a write). */
  invalidate(table: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${table}\u0000`)) this.entries.delete(key);
  }

  async count(db: Database, table: PgTable, tableName: string, filterKey: string, where: SQL | undefined) {
    const key = `${tableName}\u0000${filterKey}`;
    const cached = this.entries.get(key);
    if (cached) {
      // Past its time the total may miss other processes' writes: answer it once more and count
      // again in the background, so no page turn waits for a recount.
      if (Date.now() - cached.at >= this.ttlMs && !this.refreshing.has(key)) {
        this.refreshing.add(key);
        countMatching(db, table, where)
          .then((value) => this.remember(key, value))
          .catch(() => this.entries.delete(key))
          .finally(() => this.refreshing.delete(key));
      }
      return cached.value;
    }
    const value = await countMatching(db, table, where);
    this.remember(key, value);
    return value;
  }

  private remember(key: string, value: Total) {
    if (this.entries.size > 1000) this.entries.clear();
    this.entries.set(key, { at: Date.now(), value });
  }
}

export async function countMatching(db: Database, table: PgTable, where: SQL | undefined): Promise<Total> {
  const condition = where ?? sql`true`;
  const counted = await db.execute<{ n: string | number }>(
    sql`select count(*) as n from (select 1 from ${table} where ${condition} limit ${exactCountLimit + 1}) bounded`,
  );
  const exact = Number(rowsOf<{ n: string | number }>(counted)[0]?.n ?? 0);
  if (exact <= exactCountLimit) return { total: exact, totalIsEstimate: false };
  const plan = await db.execute<{ 'QUERY PLAN': unknown }>(
    sql`explain (format json) select 1 from ${table} where ${condition}`,
  );
  const estimate = Number(planRows(rowsOf<{ 'QUERY PLAN': unknown }>(plan)[0]?.['QUERY PLAN']));
  return {
    total: Math.max(exactCountLimit + 1, Number.isFinite(estimate) ? Math.round(estimate) : 0),
    totalIsEstimate: true,
  };
}

/** node-postgres answers `{ rows }`, PGlite's drizzle driver too; keep both shapes working. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

function planRows(plan: unknown): number {
  const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const root = Array.isArray(parsed) ? parsed[0] : parsed;
  return Number(root?.Plan?.['Plan Rows']);
}
