import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { afterCommit, createListenClient, type Database, rootDatabase, watchStatements } from '../db/client';

/**
 * The guard's read (an account and one of its sessions) kept in memory, exact across server processes:
 * - in this process, every statement that writes `accounts` or `auth_sessions` (whoever runs it, through any
 *   transaction) empties the cache just before it is sent (`watchStatements`);
 * - in every process, PostgreSQL's triggers on those tables (migration 0029) notify `sessionCacheChannel` with the
 *   changed accounts at commit, and each process forgets them;
 * - a writer of what the guard decides on (revocation, roles, status, profile) calls `sessionWritesSettled`: its
 *   answer waits until every listening process has acknowledged the notification, so the next request, on any
 *   process, reads the new rows.
 * Without a LISTEN connection (lost, or not yet made) the cache is bypassed. The embedded database lives in one
 * process, whose watch is enough. Entries also expire after `maxAgeMs`, a safety net only.
 */

/** What the triggers send: account ids separated by commas, or '*' for all. Fences and their acks travel here too. */
export const sessionCacheChannel = 'conecta_session_cache';
/** The listeners' application_name: a fence counts them in pg_stat_activity to know how many acks to wait for. */
const listenerName = 'conecta_session_cache';
const fencePrefix = 'fence:';
const ackPrefix = 'ack:';
/** A write whose notification is not acknowledged by then answers anyway (a process may be stuck or gone). */
const fenceTimeoutMs = 2_000;
/** Statements that change what the guard reads (a new session needs no eviction: nothing caches it yet). */
const guardedWrites =
  /\b(?:update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:only\s+)?(?:"?public"?\.)?"?(?:accounts|auth_sessions)\b|\binsert\s+into\s+(?:"?public"?\.)?"?(?:accounts|auth_sessions)\b[\s\S]*\bdo\s+update\b/i;

export interface SessionCacheOptions {
  maxEntries?: number;
  maxAgeMs?: number;
}

/** What a listener does to its cache. */
interface Evicting {
  evictAccounts(accountIds: Iterable<string>): void;
  clear(): void;
  setEnabled(enabled: boolean): void;
}

/** A bounded, least-recently-used map of what the guard read, by the token's account and session ids. */
export class SessionCache<T extends { account: { id: string } }> implements Evicting {
  private readonly entries = new Map<string, { accountId: string; value: T; at: number }>();
  /** Bumped by every eviction: a read that began before one may hold rows older than it, and is not kept. */
  private generation = 0;
  private enabled: boolean;
  readonly maxEntries: number;
  readonly maxAgeMs: number;

  constructor({ maxEntries = 10_000, maxAgeMs = 30_000 }: SessionCacheOptions = {}, enabled = true) {
    this.maxEntries = maxEntries;
    this.maxAgeMs = maxAgeMs;
    this.enabled = enabled;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry, or `load`'s answer, kept when `keep` says so and nothing was evicted while it was read. */
  async read(
    accountId: string,
    sessionId: string,
    load: () => Promise<T | undefined>,
    keep: (value: T) => boolean,
  ): Promise<T | undefined> {
    const key = `${accountId}/${sessionId}`;
    const cached = this.get(key);
    if (cached) return cached;
    const generation = this.generation;
    const value = await load();
    if (value && keep(value) && this.enabled && generation === this.generation) {
      this.entries.set(key, { accountId: value.account.id, value, at: Date.now() });
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    }
    return value;
  }

  private get(key: string): T | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (Date.now() - entry.at >= this.maxAgeMs) return undefined;
    // Last used goes last: the first key is the one to drop.
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Forgets every session of these accounts. */
  evictAccounts(accountIds: Iterable<string>): void {
    this.generation += 1;
    const ids = new Set(accountIds);
    for (const [key, entry] of this.entries) if (ids.has(entry.accountId)) this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Off: every read goes to the database and nothing is kept (no LISTEN connection, so evictions could be missed). */
  setEnabled(enabled: boolean): void {
    this.clear();
    this.enabled = enabled;
  }
}

/** The LISTEN connection of one cache on PostgreSQL, re-made when lost. */
class Listener {
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closing = false;
  private readonly fences = new Map<string, { acks: number; expected: number; done: () => void }>();

  constructor(
    private readonly connect: () => pg.Client,
    private readonly cache: Evicting,
    private readonly log: FastifyBaseLogger,
  ) {}

  get listening(): boolean {
    return this.client !== undefined;
  }

  async start(): Promise<void> {
    const next = this.connect();
    next.on('notification', (notification) => {
      if (notification.channel === sessionCacheChannel) this.receive(next, notification.payload ?? '*');
    });
    const lost = (error?: Error) => {
      if (this.closing || this.client !== next) return;
      this.client = undefined;
      this.cache.setEnabled(false);
      this.log.warn({ err: error }, 'session cache LISTEN connection lost; reading every session until it is back');
      next.end().catch(() => undefined);
      this.retry = setTimeout(() => this.keepTrying(), 1000);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${sessionCacheChannel}`);
      // Named only once listening, so a fence never counts a listener that cannot hear it.
      await next.query(`SET application_name = '${listenerName}'`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (this.closing) {
      await next.end().catch(() => undefined);
      return;
    }
    this.client = next;
    this.cache.setEnabled(true);
  }

  /** Listens again, retrying until it succeeds or the app closes. */
  keepTrying(): void {
    this.retry = undefined;
    this.start().catch((error) => {
      if (this.closing) return;
      this.log.warn({ err: error }, 'session cache LISTEN failed; reading every session until it succeeds');
      this.retry = setTimeout(() => this.keepTrying(), 5000);
    });
  }

  private receive(client: pg.Client, payload: string): void {
    if (payload.startsWith(fencePrefix)) {
      // Notifications arrive in commit order: every eviction before the fence is done. Acked on this connection,
      // which a busy pool cannot delay.
      const nonce = payload.slice(fencePrefix.length);
      client.query('select pg_notify($1, $2)', [sessionCacheChannel, ackPrefix + nonce]).catch(() => undefined);
      return;
    }
    if (payload.startsWith(ackPrefix)) {
      const fence = this.fences.get(payload.slice(ackPrefix.length));
      if (fence) {
        fence.acks += 1;
        if (fence.acks >= fence.expected) fence.done();
      }
      return;
    }
    if (payload === '*') this.cache.clear();
    else this.cache.evictAccounts(payload.split(','));
  }

  /** Sends a fence through `db` and waits until every listener of the database has acknowledged it. */
  async fence(db: Database): Promise<void> {
    const nonce = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const acknowledged = new Promise<boolean>((resolve) => {
      this.fences.set(nonce, { acks: 0, expected: Number.POSITIVE_INFINITY, done: () => resolve(true) });
      timer = setTimeout(() => resolve(false), fenceTimeoutMs);
    });
    try {
      const result = await db.execute<{ listeners: number }>(
        sql`select pg_notify(${sessionCacheChannel}, ${fencePrefix + nonce}), (select count(*)::int from pg_stat_activity
          where datname = current_database() and application_name = ${listenerName}) as listeners`,
      );
      const fence = this.fences.get(nonce);
      if (fence) {
        fence.expected = Number(rowsOf<{ listeners: number }>(result)[0]?.listeners ?? 0);
        if (fence.acks >= fence.expected) fence.done();
      }
      if (!(await acknowledged)) this.log.warn('a session change was not acknowledged by every server process in time');
    } catch (error) {
      // The write is committed and the triggers' notifications are sent: only the wait is lost.
      this.log.warn({ err: error }, 'session cache fence not sent');
    } finally {
      clearTimeout(timer);
      this.fences.delete(nonce);
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.retry);
    for (const fence of this.fences.values()) fence.done();
    await this.client?.end().catch(() => undefined);
    this.client = undefined;
  }
}

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** The listeners of the caches running over each database in this process (tests run two apps over one). */
const listenersOf = new WeakMap<Database, Set<Listener>>();

/**
 * Starts a cache for the app over `db`: watching this process's statements, and on PostgreSQL listening to the
 * triggers' notifications (bypassed until LISTEN succeeds). `close` stops both.
 */
export async function startSessionCache<T extends { account: { id: string } }>(
  db: Database,
  log: FastifyBaseLogger,
  options: SessionCacheOptions = {},
): Promise<{ cache: SessionCache<T>; close(): Promise<void> }> {
  const root = rootDatabase(db);
  const cache = new SessionCache<T>(options, false);
  const stopWatching = watchStatements(root, guardedWrites, () => cache.clear());
  // A database whose statements cannot be watched (a wrapper of one) is read every time.
  if (!stopWatching) return { cache, close: async () => undefined };
  const probe = createListenClient(root);
  if (!probe) {
    cache.setEnabled(true);
    return { cache, close: async () => stopWatching() };
  }

  let first: pg.Client | undefined = probe;
  const listener = new Listener(
    () => {
      const client = first ?? createListenClient(root);
      first = undefined;
      if (!client) throw new Error('no PostgreSQL to listen on');
      return client;
    },
    cache,
    log,
  );
  const running = listenersOf.get(root) ?? new Set();
  listenersOf.set(root, running);
  running.add(listener);
  await listener.start().catch((error) => {
    log.warn({ err: error }, 'session cache LISTEN failed; reading every session until it succeeds');
    listener.keepTrying();
  });
  return {
    cache,
    async close() {
      stopWatching();
      running.delete(listener);
      await listener.close();
    },
  };
}

/**
 * Call after writing what the guard reads (a session's revocation, an account's roles, status or profile): once
 * the write is committed, waits until every server process has forgotten the account, so the answer to this
 * request is followed by no request that still sees the old rows. Nothing to wait for on the embedded database.
 */
export function sessionWritesSettled(db: Database): Promise<void> {
  return afterCommit(db, async () => {
    const root = rootDatabase(db);
    const listener = [...(listenersOf.get(root) ?? [])].find((candidate) => candidate.listening);
    await listener?.fence(root);
  });
}
