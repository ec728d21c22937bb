import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
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

/**
 * Runs `work` in one transaction of `db` (nested: a savepoint), committed when it resolves and rolled back when
 * it throws. The transaction is handed over as a `Database`, so the same query functions serve inside and out.
 */
export function withTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe when several servers start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
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

/** A PostgreSQL server when a URL is given, otherwise the embedded PGlite in `dataDir` (or in memory). */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // Before PGlite touches the folder: a second process is refused here (DataDirInUseError), never let in.
  const lock = dataDir ? await lockDataDir(dataDir) : undefined;
  // pg_trgm serves the device list's search by part of a model name; unaccent every search's accent folding.
  const extensions = { pg_trgm, unaccent };
  let client: PGlite;
  try {
    client = dataDir ? new PGlite(path.join(dataDir, 'pglite'), { extensions }) : new PGlite({ extensions });
    await client.waitReady;
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db: Database = drizzlePglite({ client });
  return {
    db,
    engine: 'pglite',
    // The folder's lock makes this process its only user, so migrations need no lock of their own.
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    async close() {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server drops (restart, failover, a forced DROP DATABASE) is replaced
  // by the pool; without a listener its 'error' event would bring the whole process down.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error('PostgreSQL connection lost:', error.message);
  });
  const db: Database = drizzleNodePg({ client: pool });
  listenClientFactories.set(db, () => new pg.Client({ connectionString: databaseUrl }));
  pools.set(db, pool);
  return {
    db,
    engine: 'postgres',
    async migrate() {
      const connection = await pool.connect();
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
        await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder });
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
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
