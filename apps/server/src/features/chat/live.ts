import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { ChatLiveEvent, ChatStatus } from '@conecta/contracts';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { accounts, authSessions } from '../../accounts';
import { createListenClient, type Database } from '../../db/client';
import { readChatEntry, readChatList, readEffectiveStatus, readMessage, staleConnectionSeconds } from './queries';
import { chatConnections, chatProfiles } from './table';

/**
 * What one server process tells all of them. Small on purpose (a NOTIFY payload is limited to 8000
 * bytes): ids only, and each process reads what its own connections need.
 */
export type ChatSignal =
  | { kind: 'message'; chatId: string; messageId: number; to: string[] }
  /** The account's presence may have changed: each process reads it when it delivers (see `deliver`). */
  | { kind: 'presence'; accountId: string }
  /** The LISTEN connection was re-made: events may have been missed, so clients should refetch. */
  | { kind: 'resync' }
  /** Another feature's event for some accounts (a mail arrived…), passed on as it is: see `publishAccountEvent`. */
  | { kind: 'account-event'; to: string[]; event: AccountEvent }
  /** The account was disabled or deleted, or its sessions (or one of them) ended: close those streams. */
  | { kind: 'end-streams'; accountId: string; sessionId?: string };

/** What another feature pushes on the live stream: a small JSON object whose `type` names the SSE event. */
export type AccountEvent = { type: string } & Record<string, unknown>;

/** Carries signals between processes: in-process for PGlite, LISTEN/NOTIFY on PostgreSQL. */
interface SignalTransport {
  start(deliver: (signal: ChatSignal) => void): Promise<void>;
  send(signal: ChatSignal): Promise<void>;
  close(): Promise<void>;
}

export const chatChannel = 'conecta_chat';
export const heartbeatMilliseconds = 25_000;
/**
 * Open streams one account may hold across every process. Past it a new stream is refused (429) rather than
 * the oldest closed: a browser reopens a closed EventSource by itself, so closing the oldest would only make
 * the tabs take turns; a refusal stays a refusal.
 */
export const maxStreamsPerAccount = 10;

/** One process owns a PGlite database, so a signal never has to leave the process. */
function inProcessTransport(): SignalTransport {
  let deliver: ((signal: ChatSignal) => void) | undefined;
  return {
    async start(onSignal) {
      deliver = onSignal;
    },
    async send(signal) {
      // Asynchronous like a NOTIFY, so the sender's answer never waits on the delivery.
      setImmediate(() => deliver?.(signal));
    },
    async close() {
      deliver = undefined;
    },
  };
}

/**
 * NOTIFY through the pool, LISTEN on a connection of its own. Every process, the sender included, gets
 * each signal once from PostgreSQL, so there is one delivery path. A lost LISTEN connection is re-made.
 */
function postgresTransport(db: Database, connect: () => pg.Client, log: FastifyBaseLogger): SignalTransport {
  let client: pg.Client | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  let deliver: (signal: ChatSignal) => void = () => undefined;

  const listen = async (): Promise<void> => {
    const next = connect();
    next.on('notification', (notification) => {
      if (notification.channel !== chatChannel || !notification.payload) return;
      try {
        deliver(JSON.parse(notification.payload) as ChatSignal);
      } catch (error) {
        log.warn({ err: error }, 'unreadable chat signal');
      }
    });
    const lost = (error?: Error) => {
      if (closing || client !== next) return;
      client = undefined;
      log.warn({ err: error }, 'chat LISTEN connection lost; reconnecting');
      next.end().catch(() => undefined);
      retry = setTimeout(reconnect, 1000);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`LISTEN ${chatChannel}`);
    client = next;
  };

  const reconnect = () => {
    retry = undefined;
    listen()
      .then(() => deliver({ kind: 'resync' }))
      .catch((error) => {
        if (closing) return;
        log.warn({ err: error }, 'chat LISTEN failed; retrying');
        retry = setTimeout(reconnect, 5000);
      });
  };

  return {
    async start(onSignal) {
      deliver = onSignal;
      await listen();
    },
    async send(signal) {
      for (const part of notifiable(signal, log)) {
        await db.execute(sql`select pg_notify(${chatChannel}, ${JSON.stringify(part)})`);
      }
    },
    async close() {
      closing = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a little room is kept. */
export const maxNotifyBytes = 7_900;

/**
 * The signal as NOTIFY payloads that fit: messages carry ids only (each process reads the row), so only a long
 * list of recipients can be too big, and it is split. An account event too big even for one recipient is sent
 * as a resync, after which the clients refetch.
 */
export function notifiable(signal: ChatSignal, log: FastifyBaseLogger): ChatSignal[] {
  if (Buffer.byteLength(JSON.stringify(signal)) <= maxNotifyBytes) return [signal];
  if ('to' in signal && signal.to.length > 1) {
    const half = Math.ceil(signal.to.length / 2);
    return [
      ...notifiable({ ...signal, to: signal.to.slice(0, half) }, log),
      ...notifiable({ ...signal, to: signal.to.slice(half) }, log),
    ];
  }
  log.warn({ kind: signal.kind }, 'chat signal too big for NOTIFY; asking clients to refetch');
  return [{ kind: 'resync' }];
}

interface Connection {
  id: string;
  accountId: string;
  /** The session of the token that opened it (null for outside providers' tokens). */
  sessionId: string | null;
  response: ServerResponse;
}

/** A stream that is gone is skipped; its 'close' handler removes it. */
function write(connection: Connection, chunk: string): void {
  const { response } = connection;
  if (!response.writableEnded && !response.destroyed) response.write(chunk);
}

const encode = (event: ChatLiveEvent | AccountEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * The live side of the chat in one server process: its open event streams, the presence they make,
 * and the signals that reach them from any process.
 *
 * Presence: an account is connected while it has a stream on any process (a row in chat_connections,
 * refreshed by its process's heartbeat). Others then see the status the person chose — so choosing
 * 'offline' means "appear offline" — and 'offline' once the last stream closes. A process that dies
 * leaves rows that go stale after `staleConnectionSeconds`; any live process sweeps them and says so.
 */
export class ChatHub {
  private readonly processId = randomUUID();
  private readonly connections = new Map<string, Set<Connection>>();
  private readonly pending = new Set<Promise<unknown>>();
  /** Signals are handled one at a time, in the order they came. */
  private deliveries: Promise<void> = Promise.resolve();
  /** The last status this process told its clients of, per account, so unchanged presence is not repeated. */
  private readonly toldStatus = new Map<string, ChatStatus>();
  private readonly transport: SignalTransport;
  private heartbeat: NodeJS.Timeout | undefined;
  /** No new streams, no more per-stream bookkeeping: the app is closing. */
  private closing = false;
  private transportClosed = false;

  constructor(
    private readonly db: Database,
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
    this.transport = probe ? postgresTransport(db, connect, log) : inProcessTransport();
  }

  async start(): Promise<void> {
    hubs.set(this.db, this);
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

  get openConnections(): number {
    let count = 0;
    for (const set of this.connections.values()) count += set.size;
    return count;
  }

  /**
   * Whether the account may open one more stream: counts its live rows on every process. Two opened at the
   * same instant may both pass, so the cap can be exceeded by the few racing it, never by hundreds.
   */
  async mayOpenStream(accountId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ open: sql<number>`count(*)::int` })
      .from(chatConnections)
      .where(
        and(
          eq(chatConnections.accountId, accountId),
          sql`${chatConnections.seenAt} >= now() - make_interval(secs => ${staleConnectionSeconds})`,
        ),
      );
    return (row?.open ?? 0) < maxStreamsPerAccount;
  }

  /** Tells every process; call it once the data it points at is committed. */
  async publish(signal: ChatSignal): Promise<void> {
    if (this.transportClosed) return;
    // What the signal points at is stored already; a lost push is made up by the clients' refetch.
    await this.transport.send(signal).catch((error) => this.log.error({ err: error }, 'chat signal not sent'));
  }

  /**
   * Call after a committed change that may alter what others see of the account. The signal carries no
   * status: every process reads it when the signal arrives, after the change, so of two changes racing
   * (a page reload closes one stream and opens another) the last word is always the true state.
   */
  async presenceChanged(accountId: string): Promise<void> {
    await this.publish({ kind: 'presence', accountId });
  }

  /**
   * Holds an event stream open for the account on a response whose head is already written. The
   * `ready` event goes out in the same step as the stream joins the hub: anything committed before
   * it, a client gets by refetching on `ready`; anything after, it is pushed.
   */
  async attach(accountId: string, response: ServerResponse, sessionId: string | null = null): Promise<void> {
    if (this.closing) {
      response.end();
      return;
    }
    const work = this.register({ id: randomUUID(), accountId, sessionId, response });
    // Tracked, so closing waits for a registration under way instead of racing its row.
    this.track(work);
    await work;
  }

  private async register(connection: Connection): Promise<void> {
    const { accountId, response } = connection;
    let gone = false;
    // The response's 'close' is the connection's end (the request's fires once its body is read).
    response.once('close', () => {
      gone = true;
      this.detach(connection);
    });
    response.on('error', () => response.destroy());
    await this.db.insert(chatConnections).values({ id: connection.id, accountId, processId: this.processId });
    let status: ChatStatus;
    try {
      // A sample contact that someone now signs in as: from here on, presence follows connections.
      await this.db
        .update(chatProfiles)
        .set({ simulatedPresence: false })
        .where(and(eq(chatProfiles.accountId, accountId), eq(chatProfiles.simulatedPresence, true)));
      await this.presenceChanged(accountId);
      status = await readEffectiveStatus(this.db, accountId);
    } catch (error) {
      // Our heartbeat would keep a half-registered row fresh for ever: take it out.
      await this.forget(connection).catch(() => undefined);
      throw error;
    }
    if (this.closing) {
      // close() removes this process's rows once the registrations under way are done.
      response.end();
      return;
    }
    if (gone) {
      // The client left while it was being registered: take its row back out.
      await this.forget(connection);
      return;
    }
    write(connection, encode({ type: 'ready', userId: accountId, status }));
    const set = this.connections.get(accountId) ?? new Set();
    set.add(connection);
    this.connections.set(accountId, set);
  }

  private detach(connection: Connection): void {
    const set = this.connections.get(connection.accountId);
    if (!set?.delete(connection)) return;
    if (set.size === 0) this.connections.delete(connection.accountId);
    // On shutdown, close() removes this process's rows at once.
    if (!this.closing) this.track(this.forget(connection));
  }

  private async forget(connection: Connection): Promise<void> {
    await this.db.delete(chatConnections).where(eq(chatConnections.id, connection.id));
    await this.presenceChanged(connection.accountId);
  }

  private send(accountId: string, event: ChatLiveEvent | AccountEvent): void {
    for (const connection of this.connections.get(accountId) ?? []) write(connection, encode(event));
  }

  private async deliver(signal: ChatSignal): Promise<void> {
    if (signal.kind === 'presence') {
      if (this.connections.size === 0) {
        // Nobody here to tell; what was told before no longer holds for whoever connects next.
        this.toldStatus.clear();
        return;
      }
      const status = await readEffectiveStatus(this.db, signal.accountId);
      if (this.toldStatus.get(signal.accountId) === status) return;
      this.toldStatus.set(signal.accountId, status);
      const event = encode({ type: 'presence', contactId: signal.accountId, status });
      for (const set of this.connections.values()) for (const connection of set) write(connection, event);
      return;
    }
    if (signal.kind === 'end-streams') {
      for (const connection of this.connections.get(signal.accountId) ?? []) {
        if (!signal.sessionId || connection.sessionId === signal.sessionId) connection.response.end();
      }
      return;
    }
    if (signal.kind === 'account-event') {
      for (const accountId of signal.to) this.send(accountId, signal.event);
      return;
    }
    if (signal.kind === 'resync') {
      this.toldStatus.clear();
      for (const [accountId, set] of this.connections) {
        const status = await readEffectiveStatus(this.db, accountId);
        for (const connection of set) write(connection, encode({ type: 'ready', userId: accountId, status }));
      }
      return;
    }
    // Only the people with a stream here cost this process a read.
    const here = signal.to.filter((accountId) => this.connections.has(accountId));
    if (here.length === 0) return;
    const message = await readMessage(this.db, signal.messageId);
    if (!message) return;
    for (const accountId of here) {
      const entry = await readChatEntry(this.db, accountId, signal.chatId);
      if (!entry) continue;
      const userChatList = await readChatList(this.db, accountId);
      this.send(accountId, {
        type: 'message',
        chatId: signal.chatId,
        contactId: entry.contactId,
        message,
        unread: entry.unread,
        userChatList,
      });
    }
  }

  /** Keeps streams (and proxies in front of them) from timing out, refreshes this process's rows, sweeps dead ones. */
  private async beat(): Promise<void> {
    for (const set of this.connections.values()) for (const connection of set) write(connection, ': ping\n\n');
    await this.db
      .update(chatConnections)
      .set({ seenAt: sql`now()` })
      .where(eq(chatConnections.processId, this.processId));
    await this.sweep();
    await this.endStreamsOfClosedAccounts();
  }

  /** A stream was authorised when it opened: one whose account was since disabled or deleted is ended. */
  private async endStreamsOfClosedAccounts(): Promise<void> {
    const here = [...this.connections.keys()];
    if (here.length === 0) return;
    const active = await this.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(inArray(accounts.id, here), eq(accounts.status, 'active')));
    const stillActive = new Set(active.map((row) => row.id));
    for (const accountId of here) {
      if (stillActive.has(accountId)) continue;
      for (const connection of this.connections.get(accountId) ?? []) connection.response.end();
    }
    // The same backstop for streams whose session was revoked while its signal was lost.
    const sessionIds = [...this.connections.values()].flatMap((set) =>
      [...set].flatMap((connection) => (connection.sessionId ? [connection.sessionId] : [])),
    );
    if (sessionIds.length === 0) return;
    const revoked = await this.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(inArray(authSessions.id, sessionIds), isNotNull(authSessions.revokedAt)));
    const ended = new Set(revoked.map((row) => row.id));
    for (const set of this.connections.values()) {
      for (const connection of set)
        if (connection.sessionId && ended.has(connection.sessionId)) connection.response.end();
    }
  }

  /** Removes the connections of processes that stopped refreshing them, and says who went offline. */
  private async sweep(): Promise<void> {
    const swept = await this.db
      .delete(chatConnections)
      .where(lt(chatConnections.seenAt, sql`now() - make_interval(secs => ${staleConnectionSeconds})`))
      .returning({ accountId: chatConnections.accountId });
    await this.announceGone(swept.map((row) => row.accountId));
  }

  /** After connections were removed in bulk. */
  private async announceGone(accountIds: string[]): Promise<void> {
    for (const accountId of new Set(accountIds)) await this.presenceChanged(accountId);
  }

  private track(work: Promise<unknown>): void {
    const tracked = work
      .catch((error) => this.log.error({ err: error }, 'chat live work failed'))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Ends every stream now, so the server can close without waiting on them (Fastify's preClose). */
  endStreams(): void {
    this.closing = true;
    clearInterval(this.heartbeat);
    const open = [...this.connections.values()].flatMap((set) => [...set]);
    this.connections.clear();
    for (const connection of open) connection.response.end();
  }

  /** Removes this process's connections (telling the others who went offline), then stops listening. */
  async close(): Promise<void> {
    this.endStreams();
    await Promise.allSettled([...this.pending]);
    try {
      const removed = await this.db
        .delete(chatConnections)
        .where(eq(chatConnections.processId, this.processId))
        .returning({ accountId: chatConnections.accountId });
      await this.announceGone(removed.map((row) => row.accountId));
    } catch (error) {
      this.log.warn({ err: error }, 'chat connections not cleared on close');
    } finally {
      if (hubs.get(this.db) === this) hubs.delete(this.db);
      this.transportClosed = true;
      await this.transport.close();
    }
  }
}

/** The hub of each database in this process, so other features can reach the live streams. */
const hubs = new WeakMap<Database, ChatHub>();

/**
 * Ends the account's live streams on every server process, or only those opened with one session's tokens:
 * call it once the account's disabling, deletion or the sessions' revocation is committed. The heartbeat's
 * check of disabled accounts stays as the backstop for a lost signal.
 */
export async function endAccountStreams(db: Database, accountId: string, sessionId?: string): Promise<void> {
  await hubs.get(db)?.publish({ kind: 'end-streams', accountId, ...(sessionId ? { sessionId } : {}) });
}

/**
 * Pushes another feature's event to the accounts' live streams on every server process (the chat's channel:
 * in-process on PGlite, NOTIFY on PostgreSQL). Call it once the data the event points at is committed; a
 * lost push is made up by the client's refetch. Answers false when no hub runs (the chat is not registered).
 */
export async function publishAccountEvent(db: Database, to: string[], event: AccountEvent): Promise<boolean> {
  const hub = hubs.get(db);
  if (!hub || to.length === 0) return false;
  await hub.publish({ kind: 'account-event', to, event });
  return true;
}
