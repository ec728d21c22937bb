import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type Logger, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { lockDataDir } from './data-dir-lock';

/**
 * The one query interface features use, whichever engine is underneath. It carries no schema: features query
 * with the query builder (`db.select().from(table)`), never `db.query.*`, so the client imports no feature.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** A transaction, typed as the database it runs on, so the same query functions serve both. */
export type Transaction = Database;

/** Each transaction `withTransaction` opened, to the database (or outer transaction) it was opened on. */
const openedOn = new WeakMap<Database, Database>();
/** What waits for the commit of each outermost transaction (`afterCommit`). */
const commitWaiters = new WeakMap<Database, (() => Promise<void>)[]>();

/**
 * Runs `work` in one transaction of `db` (nested: a savepoint), committed when it resolves and rolled back when
 * it throws. The transaction is handed over as a `Database`, so the same query functions serve inside and out.
 * What `afterCommit` was given inside runs once it has committed, before this resolves.
 */
export async function withTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  if (openedOn.has(db)) {
    return db.transaction((tx) => {
      openedOn.set(tx, db);
      return work(tx);
    });
  }
  const waiting: (() => Promise<void>)[] = [];
  const result = await db.transaction((tx) => {
    openedOn.set(tx, db);
    commitWaiters.set(tx, waiting);
    return work(tx);
  });
  for (const next of waiting) await next();
  return result;
}

/**
 * Runs `next` once what was written through `db` is committed: at once outside a transaction, after the outermost
 * commit inside one of `withTransaction` (never, if it rolls back).
 */
export async function afterCommit(db: Database, next: () => Promise<void>): Promise<void> {
  let outer = db;
  while (!commitWaiters.has(outer) && openedOn.has(outer)) outer = openedOn.get(outer) as Database;
  const waiting = commitWaiters.get(outer);
  if (waiting) waiting.push(next);
  else await next();
}

/** The database behind `db`: itself, or the one its transaction (`withTransaction`) or connection was taken from. */
export function rootDatabase(db: Database): Database {
  let root = db;
  while (openedOn.has(root)) root = openedOn.get(root) as Database;
  return baseDatabase(root);
}

/** Who watches the statements run through each database (`watchStatements`), and the logger that tells them. */
interface StatementWatch {
  watchers: Set<{ pattern: RegExp; notice: () => void }>;
  logger: Logger;
}
const statementWatches = new WeakMap<Database, StatementWatch>();

function newStatementWatch(): StatementWatch {
  const watchers: StatementWatch['watchers'] = new Set();
  return {
    watchers,
    // Drizzle logs each statement just before sending it, transactions' included: the one place that sees them all.
    logger: {
      logQuery(query) {
        for (const watcher of watchers) if (watcher.pattern.test(query)) watcher.notice();
      },
    },
  };
}

/**
 * Calls `notice` just before each statement through `db` (its transactions and `runCancellable` connections
 * included) whose text `pattern` matches: how a cache of rows hears, in this process, of every write to them.
 * Answers the function that stops watching; undefined when `db` was not opened by `openDatabase` (a wrapper of
 * one), whose statements cannot be watched.
 */
export function watchStatements(db: Database, pattern: RegExp, notice: () => void): (() => void) | undefined {
  const watch = statementWatches.get(rootDatabase(db));
  if (!watch) return undefined;
  const watcher = { pattern, notice };
  watch.watchers.add(watcher);
  return () => watch.watchers.delete(watcher);
}

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe when several servers start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tar file, to open copies from (`fromDump`). */
  dumpDataDir?(): Promise<Blob>;
}

/** How to open a connection of its own to each PostgreSQL database handed out (see `createListenClient`). */
const listenClientFactories = new WeakMap<Database, () => pg.Client>();
/** The pool behind each PostgreSQL database handed out (see `postgresPool`). */
const pools = new WeakMap<Database, pg.Pool>();

/**
 * The connection pool under `db` on PostgreSQL, for what Drizzle cannot express (COPY … TO STDOUT);
 * undefined on the embedded PGlite.
 */
export function postgresPool(db: Database): pg.Pool | undefined {
  return pools.get(db);
}

/**
 * A new connection outside the pool, for LISTEN (a pooled connection is shared and short-lived),
 * to the same database as `db`; undefined on the embedded PGlite, which lives in one process.
 */
export function createListenClient(db: Database): pg.Client | undefined {
  return listenClientFactories.get(db)?.();
}

/** Arbitrary constant that names "Conecta migrations" among PostgreSQL advisory locks. */
const migrationLockKey = 7_140_501;

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /**
   * PostgreSQL only: the longest any one statement of the API may run (DB_STATEMENT_TIMEOUT_MS), set on every
   * pooled connection; 0 or undefined for none. Long work opts out through `withoutStatementTimeout`. PGlite
   * has no such timer (it runs inside this thread): what it is asked is bounded by the queries themselves.
   */
  statementTimeoutMs?: number;
  /**
   * PGlite in memory only: start from this dump of a data folder (`PGlite.dumpDataDir`) instead of an empty one.
   * The tests open every database from one migrated dump with the sample data: initdb, the migrations and the
   * sample data cost seconds each time, loading the dump one.
   */
  fromDump?: Blob;
}

/** A PostgreSQL server when a URL is given, otherwise the embedded PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.statementTimeoutMs);
  return openPglite(options.dataDir, options.fromDump);
}

/** Lifts the statement timeout for the rest of the transaction it runs in (both engines accept it). */
export const noStatementTimeout = 'SET LOCAL statement_timeout = 0';

/**
 * Runs `work` in one transaction free of the statement timeout: the one way long operations (exports, imports,
 * migrations, sample data) say they are meant to take long. Everything else stays bounded.
 */
export function withoutStatementTimeout<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return withTransaction(db, async (tx) => {
    await tx.execute(sql.raw(noStatementTimeout));
    return work(tx);
  });
}

/** The database a connection-scoped one (`runCancellable`) was taken from, for caches keyed by database. */
const takenFrom = new WeakMap<Database, Database>();

/** `db` itself, or the database it was taken from: caches keyed by database (list totals) share their entries. */
export function baseDatabase(db: Database): Database {
  return takenFrom.get(db) ?? db;
}

/**
 * Runs `work` on a connection of its own and cancels its running statement (`pg_cancel_backend`) when `signal`
 * aborts, e.g. when the client that asked has gone (see `http/request-closed.ts`): a search nobody waits for no
 * longer keeps PostgreSQL busy. The cancelled statement fails with code 57014, answered 503 if anyone listens.
 * On PGlite the work runs as it is: one thread, nothing runs beside it to cancel it, so its queries are bounded.
 */
export async function runCancellable<T>(
  db: Database,
  signal: AbortSignal,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const pool = pools.get(db);
  const cancelClient = listenClientFactories.get(db);
  if (!pool || !cancelClient) return work(db);
  const connection = await pool.connect();
  const pid = (connection as pg.PoolClient & { processID: number }).processID;
  const scoped: Database = drizzleNodePg({ client: connection, logger: statementWatches.get(db)?.logger ?? false });
  takenFrom.set(scoped, db);
  let running = true;
  let cancelling: Promise<unknown> | undefined;
  const cancel = () => {
    if (!running || cancelling) return;
    // A connection of its own: the pool may be full of the very work being cancelled.
    const client = cancelClient();
    cancelling = client
      .connect()
      .then(() => client.query('SELECT pg_cancel_backend($1)', [pid]))
      .catch(() => undefined)
      .finally(() => client.end().catch(() => undefined));
  };
  if (signal.aborted) cancel();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    return await work(scoped);
  } finally {
    running = false;
    signal.removeEventListener('abort', cancel);
    // Never hand the connection to another request while a cancel aimed at this work may still land on it.
    await cancelling;
    connection.release();
  }
}

async function openPglite(dataDir?: string, fromDump?: Blob): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // Before PGlite touches the folder: a second process is refused here (DataDirInUseError), never let in.
  const lock = dataDir ? await lockDataDir(dataDir) : undefined;
  // pg_trgm serves the device list's search by part of a model name; unaccent every search's accent folding.
  const extensions = { pg_trgm, unaccent };
  let client: PGlite;
  try {
    client = dataDir
      ? new PGlite(path.join(dataDir, 'pglite'), { extensions })
      : new PGlite({ extensions, ...(fromDump ? { loadDataDir: fromDump } : {}) });
    await client.waitReady;
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const watch = newStatementWatch();
  const db: Database = drizzlePglite({ client, logger: watch.logger });
  statementWatches.set(db, watch);
  return {
    db,
    engine: 'pglite',
    // The folder's lock makes this process its only user, so migrations need no lock of their own.
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

async function openPostgres(databaseUrl: string, statementTimeoutMs = 0): Promise<DatabaseHandle> {
  // The timeout is a start-up parameter of each connection: no statement of the API runs past it unless
  // its transaction lifts it (`withoutStatementTimeout`).
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle connection the server drops (restart, failover, a forced DROP DATABASE) is replaced
  // by the pool; without a listener its 'error' event would bring the whole process down.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error('PostgreSQL connection lost:', error.message);
  });
  const watch = newStatementWatch();
  const db: Database = drizzleNodePg({ client: pool, logger: watch.logger });
  statementWatches.set(db, watch);
  listenClientFactories.set(db, () => new pg.Client({ connectionString: databaseUrl }));
  pools.set(db, pool);
  return {
    db,
    engine: 'postgres',
    async migrate() {
      const connection = await pool.connect();
      try {
        // Migrations may rewrite big tables (and wait for the lock): no timeout, for this connection's session.
        await connection.query('SET statement_timeout = 0');
        await connection.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
        await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder });
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
        // Back to the pool with the timeout it was opened with.
        await connection.query('RESET statement_timeout').catch(() => undefined);
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
