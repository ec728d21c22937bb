import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/client';

/** What a feature pushes on the live stream: a small JSON object whose `type` names the SSE event. */
export type LiveEvent = { type: string } & Record<string, unknown>;

/**
 * What one server process tells all of them. Small on purpose (a NOTIFY payload is limited to 8000 bytes):
 * features send ids, and each process reads what its own streams need.
 */
export type LiveSignal =
  /** An event for some accounts' streams (a mail arrived…), passed on as it is. */
  | { kind: 'account-event'; to: string[]; event: LiveEvent }
  /** An event for the streams that follow a topic (`scrumboard:<boardId>`). */
  | { kind: 'topic-event'; topic: string; event: LiveEvent }
  /** The account's stream `streamId` follows these topics from now on (its process holds it). */
  | { kind: 'follow'; accountId: string; streamId: string; topics: string[] }
  /** A feature's own signal, handled by its extension in every process (the chat's messages and presence). */
  | { kind: 'feature'; feature: string; to?: string[]; data: Record<string, unknown> }
  /** The LISTEN connection was re-made: events may have been missed, so clients should refetch. */
  | { kind: 'resync' }
  /** The account was disabled or deleted, or its sessions (or one of them) ended: close those streams. */
  | { kind: 'end-streams'; accountId: string; sessionId?: string };

/** Carries signals between processes: in-process for PGlite, LISTEN/NOTIFY on PostgreSQL. */
export interface SignalTransport {
  start(deliver: (signal: LiveSignal) => void): Promise<void>;
  send(signal: LiveSignal): Promise<void>;
  close(): Promise<void>;
}

export const liveChannel = 'conecta_live';

/** Every hub over one PGlite database in this process (tests run two apps over one): each signal reaches all. */
const inProcessBuses = new WeakMap<Database, Set<(signal: LiveSignal) => void>>();

/** One process owns a PGlite database, so a signal never has to leave the process. */
export function inProcessTransport(db: Database): SignalTransport {
  let deliver: ((signal: LiveSignal) => void) | undefined;
  const bus = inProcessBuses.get(db) ?? new Set();
  inProcessBuses.set(db, bus);
  const receive = (signal: LiveSignal) => deliver?.(signal);
  return {
    async start(onSignal) {
      deliver = onSignal;
      bus.add(receive);
    },
    async send(signal) {
      // Asynchronous like a NOTIFY, so the sender's answer never waits on the delivery.
      setImmediate(() => {
        for (const listener of bus) listener(signal);
      });
    },
    async close() {
      bus.delete(receive);
      deliver = undefined;
    },
  };
}

/**
 * NOTIFY through the pool, LISTEN on a connection of its own. Every process, the sender included, gets
 * each signal once from PostgreSQL, so there is one delivery path. A lost LISTEN connection is re-made.
 */
export function postgresTransport(db: Database, connect: () => pg.Client, log: FastifyBaseLogger): SignalTransport {
  let client: pg.Client | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  let deliver: (signal: LiveSignal) => void = () => undefined;

  const listen = async (): Promise<void> => {
    const next = connect();
    next.on('notification', (notification) => {
      if (notification.channel !== liveChannel || !notification.payload) return;
      try {
        deliver(JSON.parse(notification.payload) as LiveSignal);
      } catch (error) {
        log.warn({ err: error }, 'unreadable live signal');
      }
    });
    const lost = (error?: Error) => {
      if (closing || client !== next) return;
      client = undefined;
      log.warn({ err: error }, 'live LISTEN connection lost; reconnecting');
      next.end().catch(() => undefined);
      retry = setTimeout(reconnect, 1000);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`LISTEN ${liveChannel}`);
    client = next;
  };

  const reconnect = () => {
    retry = undefined;
    listen()
      .then(() => deliver({ kind: 'resync' }))
      .catch((error) => {
        if (closing) return;
        log.warn({ err: error }, 'live LISTEN failed; retrying');
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
        await db.execute(sql`select pg_notify(${liveChannel}, ${JSON.stringify(part)})`);
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
 * The signal as NOTIFY payloads that fit: features send ids (each process reads the row), so a long list of
 * recipients is what usually makes a signal too big, and it is split. A signal too big even for one recipient is
 * sent as a resync, after which the clients refetch.
 */
export function notifiable(signal: LiveSignal, log: Pick<FastifyBaseLogger, 'warn'>): LiveSignal[] {
  if (Buffer.byteLength(JSON.stringify(signal)) <= maxNotifyBytes) return [signal];
  if ('to' in signal && signal.to && signal.to.length > 1) {
    const half = Math.ceil(signal.to.length / 2);
    return [
      ...notifiable({ ...signal, to: signal.to.slice(0, half) }, log),
      ...notifiable({ ...signal, to: signal.to.slice(half) }, log),
    ];
  }
  log.warn({ kind: signal.kind }, 'live signal too big for NOTIFY; asking clients to refetch');
  return [{ kind: 'resync' }];
}
