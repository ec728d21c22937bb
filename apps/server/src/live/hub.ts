import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { accounts, authSessions } from '../accounts';
import { createListenClient, type Database, withTransaction } from '../db/client';
import { heartbeatMilliseconds, maxStreamsPerAccount, staleStreamSeconds } from './limits';
import { liveConnections } from './table';
import {
  inProcessTransport,
  type LiveEvent,
  type LiveSignal,
  postgresTransport,
  type SignalTransport,
} from './transport';

export { heartbeatMilliseconds, maxStreamsPerAccount, staleStreamSeconds };

/** The first key of the advisory locks that order one account's stream openings ('live' in ASCII). */
const streamLockSpace = 0x6c697665;

/**
 * What a feature adds to every stream, in every process (the chat's presence and messages). Its hooks run in the
 * hub's order; a failing hook is logged and ends only the work it was part of.
 */
export interface LiveExtension {
  /** Names the feature's signals (`publishFeatureSignal(name, …)`). */
  name: string;
  /** A stream of the account opened and is counted (its row is stored), before its `ready` goes out. */
  opened?(accountId: string): Promise<void>;
  /** Fields added to the `ready` event of the account's streams, when they open and after a resync. */
  ready?(accountId: string): Promise<Record<string, unknown>>;
  /** The last streams of these accounts on some process closed or went stale (their rows are gone). */
  closed?(accountIds: string[]): Promise<void>;
  /** The feature's own signal arrived at this process (every process gets each one once). */
  signal?(data: Record<string, unknown>, to: string[] | undefined): Promise<void>;
  /** Signals may have been lost (the LISTEN connection was re-made): forget what was told. */
  resync?(): void;
}

/** Who may follow a topic: `scrumboard` declares that a member of board `key` may follow `scrumboard:<key>`. */
export type TopicAccess = (db: Database, accountId: string, key: string) => Promise<boolean>;

interface Stream {
  id: string;
  accountId: string;
  /** The session of the token that opened it (null for outside providers' tokens). */
  sessionId: string | null;
  response: ServerResponse;
  topics: Set<string>;
}

/** A stream that is gone is skipped; its 'close' handler removes it. */
function write(stream: Stream, chunk: string): void {
  const { response } = stream;
  if (!response.writableEnded && !response.destroyed) response.write(chunk);
}

const encode = (event: LiveEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * The live streams of one server process and the signals that reach them from any process. Each signed-in tab
 * holds one stream; features push account events and topic events through it (see `index.ts`), and extensions
 * add what needs bookkeeping per stream (the chat's presence).
 *
 * Every stream is a row in `liveConnections`, refreshed by its process's heartbeat, so the cap per account and
 * the features' "who is connected" hold across processes. A process that dies leaves rows that go stale after
 * `staleStreamSeconds`; any live process sweeps them and tells the extensions.
 */
export class LiveHub {
  private readonly processId = randomUUID();
  private readonly streams = new Map<string, Set<Stream>>();
  private readonly extensions: LiveExtension[] = [];
  private readonly topicAccess = new Map<string, TopicAccess>();
  private readonly pending = new Set<Promise<unknown>>();
  /** Signals are handled one at a time, in the order they came. */
  private deliveries: Promise<void> = Promise.resolve();
  private readonly transport: SignalTransport;
  private heartbeat: NodeJS.Timeout | undefined;
  /** No new streams, no more per-stream bookkeeping: the app is closing. */
  private closing = false;
  private transportClosed = false;

  constructor(
    readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly heartbeatEvery = heartbeatMilliseconds,
  ) {
    let probe = createListenClient(db);
    const connect = () => {
      const client = probe ?? createListenClient(db);
      probe = undefined;
      if (!client) throw new Error('no PostgreSQL to listen on');
      return client;
    };
    this.transport = probe ? postgresTransport(db, connect, log) : inProcessTransport(db);
  }

  async start(): Promise<void> {
    const running = hubs.get(this.db) ?? [];
    hubs.set(this.db, [...running, this]);
    await this.transport.start((signal) => {
      const delivery = this.deliveries.then(() => this.deliver(signal));
      this.deliveries = delivery.catch(() => undefined);
      this.track(delivery);
    });
    // Rows a crashed run left behind; a clean close removes its own.
    await this.sweep();
    this.heartbeat = setInterval(() => this.track(this.beat()), this.heartbeatEvery);
    this.heartbeat.unref();
  }

  /** Adds a feature's per-stream work; call it before streams open (from the feature's routes). */
  extend(extension: LiveExtension): void {
    if (this.extensions.some((known) => known.name === extension.name)) {
      throw new Error(`live extension ${extension.name} added twice`);
    }
    this.extensions.push(extension);
  }

  /** Lets streams follow `<prefix>:<key>` topics, for whom `access` allows. */
  declareTopic(prefix: string, access: TopicAccess): void {
    if (prefix.includes(':')) throw new Error(`topic prefix ${prefix} must not contain ':'`);
    this.topicAccess.set(prefix, access);
  }

  /** Whether the account may follow the topic: undefined when no feature declared its prefix. */
  async mayFollow(accountId: string, topic: string): Promise<boolean | undefined> {
    const colon = topic.indexOf(':');
    const access = colon > 0 ? this.topicAccess.get(topic.slice(0, colon)) : undefined;
    if (!access) return undefined;
    return access(this.db, accountId, topic.slice(colon + 1));
  }

  get openConnections(): number {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  /** Whether the account has a stream on this process. */
  hasStreams(accountId: string): boolean {
    return this.streams.has(accountId);
  }

  /** The accounts with a stream on this process. */
  accountsHere(): string[] {
    return [...this.streams.keys()];
  }

  /**
   * Counts the account's live rows on every process and, if it is under the cap, stores the new stream's row, in
   * one transaction holding a lock on the account: openings racing on any process are counted one after the other,
   * so exactly the cap is let through. False when the account holds the cap already.
   */
  async reserveStream(accountId: string, streamId: string): Promise<boolean> {
    return withTransaction(this.db, async (tx) => {
      // Released with the transaction; the first number keeps these locks apart from any other advisory lock.
      await tx.execute(sql`select pg_advisory_xact_lock(${streamLockSpace}, hashtext(${accountId}))`);
      const [row] = await tx
        .select({ open: sql<number>`count(*)::int` })
        .from(liveConnections)
        .where(
          and(
            eq(liveConnections.accountId, accountId),
            sql`${liveConnections.seenAt} >= now() - make_interval(secs => ${staleStreamSeconds})`,
          ),
        );
      if ((row?.open ?? 0) >= maxStreamsPerAccount) return false;
      await tx.insert(liveConnections).values({ id: streamId, accountId, processId: this.processId });
      return true;
    });
  }

  /** Takes back a reserved stream whose response could not be started. */
  async release(accountId: string, streamId: string): Promise<void> {
    await this.forget({ id: streamId, accountId });
  }

  /** Tells every process; call it once the data it points at is committed. */
  async publish(signal: LiveSignal): Promise<void> {
    if (this.transportClosed) return;
    // What the signal points at is stored already; a lost push is made up by the clients' refetch.
    await this.transport.send(signal).catch((error) => this.log.error({ err: error }, 'live signal not sent'));
  }

  /** Writes the event to the account's streams on this process (an extension's delivery). */
  sendHere(accountId: string, event: LiveEvent): void {
    for (const stream of this.streams.get(accountId) ?? []) write(stream, encode(event));
  }

  /** Writes the event to every stream on this process. */
  broadcastHere(event: LiveEvent): void {
    const chunk = encode(event);
    for (const set of this.streams.values()) for (const stream of set) write(stream, chunk);
  }

  /**
   * Holds an event stream open for the account on a response whose head is already written. The `ready` event
   * goes out in the same step as the stream joins the hub: anything committed before it, a client gets by
   * refetching on `ready`; anything after, it is pushed.
   */
  async attach(
    accountId: string,
    response: ServerResponse,
    sessionId: string | null = null,
    streamId: string = randomUUID(),
  ): Promise<void> {
    if (this.closing) {
      response.end();
      return;
    }
    const work = this.register({ id: streamId, accountId, sessionId, response, topics: new Set() });
    // Tracked, so closing waits for a registration under way instead of racing its row.
    this.track(work);
    await work;
  }

  private async register(stream: Stream): Promise<void> {
    const { accountId, response } = stream;
    let gone = false;
    // The response's 'close' is the connection's end (the request's fires once its body is read).
    response.once('close', () => {
      gone = true;
      this.detach(stream);
    });
    response.on('error', () => response.destroy());
    // A stream served by the route has its row already (`reserveStream`); one attached directly gets it here.
    await this.db
      .insert(liveConnections)
      .values({ id: stream.id, accountId, processId: this.processId })
      .onConflictDoNothing();
    let ready: LiveEvent;
    try {
      for (const extension of this.extensions) await extension.opened?.(accountId);
      ready = await this.readyEvent(accountId);
    } catch (error) {
      // Our heartbeat would keep a half-registered row fresh for ever: take it out.
      await this.forget(stream).catch(() => undefined);
      throw error;
    }
    if (this.closing) {
      // close() removes this process's rows once the registrations under way are done.
      response.end();
      return;
    }
    if (gone) {
      // The client left while it was being registered: take its row back out.
      await this.forget(stream);
      return;
    }
    write(stream, encode(ready));
    const set = this.streams.get(accountId) ?? new Set();
    set.add(stream);
    this.streams.set(accountId, set);
  }

  private async readyEvent(accountId: string): Promise<LiveEvent> {
    let event: LiveEvent = { type: 'ready', userId: accountId };
    for (const extension of this.extensions) {
      if (extension.ready) event = { ...event, ...(await extension.ready(accountId)), type: 'ready' };
    }
    return event;
  }

  private detach(stream: Stream): void {
    const set = this.streams.get(stream.accountId);
    if (!set?.delete(stream)) return;
    if (set.size === 0) this.streams.delete(stream.accountId);
    // On shutdown, close() removes this process's rows at once.
    if (!this.closing) this.track(this.forget(stream));
  }

  private async forget(stream: Pick<Stream, 'id' | 'accountId'>): Promise<void> {
    await this.db.delete(liveConnections).where(eq(liveConnections.id, stream.id));
    await this.announceClosed([stream.accountId]);
  }

  private async deliver(signal: LiveSignal): Promise<void> {
    switch (signal.kind) {
      case 'account-event':
        for (const accountId of signal.to) this.sendHere(accountId, signal.event);
        return;
      case 'topic-event': {
        const chunk = encode({ ...signal.event, topic: signal.topic });
        for (const set of this.streams.values()) {
          for (const stream of set) if (stream.topics.has(signal.topic)) write(stream, chunk);
        }
        return;
      }
      case 'follow':
        for (const stream of this.streams.get(signal.accountId) ?? []) {
          if (stream.id === signal.streamId) stream.topics = new Set(signal.topics);
        }
        return;
      case 'end-streams':
        for (const stream of this.streams.get(signal.accountId) ?? []) {
          if (!signal.sessionId || stream.sessionId === signal.sessionId) stream.response.end();
        }
        return;
      case 'resync':
        for (const extension of this.extensions) extension.resync?.();
        for (const [accountId, set] of this.streams) {
          const ready = encode(await this.readyEvent(accountId));
          for (const stream of set) write(stream, ready);
        }
        return;
      case 'feature':
        await this.extensions.find((extension) => extension.name === signal.feature)?.signal?.(signal.data, signal.to);
        return;
    }
  }

  /** Keeps streams (and proxies in front of them) from timing out, refreshes this process's rows, sweeps dead ones. */
  private async beat(): Promise<void> {
    for (const set of this.streams.values()) for (const stream of set) write(stream, ': ping\n\n');
    await this.db
      .update(liveConnections)
      .set({ seenAt: sql`now()` })
      .where(eq(liveConnections.processId, this.processId));
    await this.sweep();
    await this.endStreamsOfClosedAccounts();
  }

  /** A stream was authorised when it opened: one whose account was since disabled or deleted is ended. */
  private async endStreamsOfClosedAccounts(): Promise<void> {
    const here = [...this.streams.keys()];
    if (here.length === 0) return;
    const active = await this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(inArray(accounts.id, here), eq(accounts.status, 'active')));
    const stillActive = new Set(active.map((row) => row.id));
    for (const accountId of here) {
      if (stillActive.has(accountId)) continue;
      for (const stream of this.streams.get(accountId) ?? []) stream.response.end();
    }
    // The same backstop for streams whose session was revoked while its signal was lost.
    const sessionIds = [...this.streams.values()].flatMap((set) =>
      [...set].flatMap((stream) => (stream.sessionId ? [stream.sessionId] : [])),
    );
    if (sessionIds.length === 0) return;
    const revoked = await this.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(inArray(authSessions.id, sessionIds), isNotNull(authSessions.revokedAt)));
    const ended = new Set(revoked.map((row) => row.id));
    for (const set of this.streams.values()) {
      for (const stream of set) if (stream.sessionId && ended.has(stream.sessionId)) stream.response.end();
    }
  }

  /** Removes the rows of processes that stopped refreshing them, and tells the extensions. */
  private async sweep(): Promise<void> {
    const swept = await this.db
      .delete(liveConnections)
      .where(lt(liveConnections.seenAt, sql`now() - make_interval(secs => ${staleStreamSeconds})`))
      .returning({ accountId: liveConnections.accountId });
    await this.announceClosed(swept.map((row) => row.accountId));
  }

  private async announceClosed(accountIds: string[]): Promise<void> {
    if (accountIds.length === 0) return;
    const unique = [...new Set(accountIds)];
    for (const extension of this.extensions) await extension.closed?.(unique);
  }

  private track(work: Promise<unknown>): void {
    const tracked = work
      .catch((error) => this.log.error({ err: error }, 'live work failed'))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Ends every stream now, so the server can close without waiting on them (Fastify's preClose). */
  endStreams(): void {
    this.closing = true;
    clearInterval(this.heartbeat);
    const open = [...this.streams.values()].flatMap((set) => [...set]);
    this.streams.clear();
    for (const stream of open) stream.response.end();
  }

  /** Removes this process's rows (telling the extensions, so other processes hear who left), then stops listening. */
  async close(): Promise<void> {
    this.endStreams();
    await Promise.allSettled([...this.pending]);
    try {
      const removed = await this.db
        .delete(liveConnections)
        .where(eq(liveConnections.processId, this.processId))
        .returning({ accountId: liveConnections.accountId });
      await this.announceClosed(removed.map((row) => row.accountId));
    } catch (error) {
      this.log.warn({ err: error }, 'live connections not cleared on close');
    } finally {
      const rest = (hubs.get(this.db) ?? []).filter((hub) => hub !== this);
      if (rest.length > 0) hubs.set(this.db, rest);
      else hubs.delete(this.db);
      this.transportClosed = true;
      await this.transport.close();
    }
  }
}

/** The running hubs over each database in this process (one per app; tests run two apps over one database). */
const hubs = new WeakMap<Database, LiveHub[]>();

/** The hub the app over `db` started last: what features publish through. */
export function liveHubOf(db: Database): LiveHub | undefined {
  return hubs.get(db)?.at(-1);
}
