import { liveStreamHeader, liveStreamPath } from '@conecta/contracts/live';
import type { LiveEvent } from './events';
import { readEventStream } from './sse';

export interface LiveConnectionOptions {
  /** The session's token, read again before each connection (a provider may refresh it first). */
  getToken: () => string | null | Promise<string | null>;
  /** Every event of the stream that is a JSON object with a `type` (the server's `ready` first). */
  onEvent: (event: LiveEvent) => void;
  /** A stream opened (again): its id, for choosing the topics it follows. */
  onOpen?: (streamId: string | null) => void;
  /** The server refused the token: the session is over, and the connection is not tried again. */
  onUnauthorized: () => void;
  /** The stream ended or could not open (the server may be away); it is tried again after the delay. */
  onDropped?: () => void;
  /** Milliseconds to wait before reconnection attempt `attempt` (0 for the first retry). */
  retryDelay?: (attempt: number) => number;
  /** The server sends a heartbeat every 25 s: this long without a byte means the connection is dead. */
  idleTimeout?: number;
}

/** 1 s, 2 s, 4 s … up to 30 s, with ±20% jitter so the tabs of a restarted server do not return in step. */
export function backoffDelay(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

function isEventStream(response: Response): boolean {
  return (response.headers.get('Content-Type') ?? '').includes('text/event-stream');
}

function parseEvent(data: string): LiveEvent | undefined {
  try {
    const json: unknown = JSON.parse(data);
    if (typeof json !== 'object' || json === null || typeof (json as LiveEvent).type !== 'string') return undefined;
    return json as LiveEvent;
  } catch {
    return undefined;
  }
}

/**
 * Holds the one live stream of a signed-in browser tab (`GET /api/live`, server-sent events). EventSource cannot
 * send the Authorization header, so the stream is read with `fetch`. When the connection drops it comes back with a
 * growing delay (reset once events flow again); a 401 ends it for good — the server ends the stream of an account
 * that is disabled or signed out, and the reconnection's 401 says so. Returns the function that closes it.
 */
export function connectLive({
  getToken,
  onEvent,
  onOpen,
  onUnauthorized,
  onDropped,
  retryDelay = backoffDelay,
  idleTimeout = 60_000,
}: LiveConnectionOptions): () => void {
  const stopped = new AbortController();
  let attempt = 0;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      stopped.signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });

  async function connectOnce(token: string): Promise<'unauthorized' | 'dropped'> {
    // One controller per connection: the idle watchdog ends this one, stopping ends them all.
    const connection = new AbortController();
    const stop = () => connection.abort();
    stopped.signal.addEventListener('abort', stop, { once: true });
    let idle: ReturnType<typeof setTimeout> | undefined;
    const stillAlive = () => {
      clearTimeout(idle);
      idle = setTimeout(stop, idleTimeout);
    };
    try {
      const response = await fetch(
        new Request(liveStreamPath, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
          cache: 'no-store',
          signal: connection.signal,
        }),
      );
      if (response.status === 401) return 'unauthorized';
      if (!response.ok || !response.body || !isEventStream(response)) {
        await response.body?.cancel().catch(() => undefined);
        return 'dropped';
      }
      stillAlive();
      onOpen?.(response.headers.get(liveStreamHeader));
      await readEventStream(
        response.body,
        (raw) => {
          const event = parseEvent(raw.data);
          if (!event) return;
          attempt = 0;
          onEvent(event);
        },
        connection.signal,
        stillAlive,
      );
      return 'dropped';
    } catch {
      // Network error, server gone, or aborted: all mean "try again later" unless stopped.
      return 'dropped';
    } finally {
      clearTimeout(idle);
      stopped.signal.removeEventListener('abort', stop);
    }
  }

  void (async () => {
    while (!stopped.signal.aborted) {
      const given = getToken();
      // A plain token connects at once; only a provider's refresh is waited for.
      const token = given instanceof Promise ? await given : given;
      if (!token) return;
      const outcome = await connectOnce(token);
      if (stopped.signal.aborted) return;
      if (outcome === 'unauthorized') {
        onUnauthorized();
        return;
      }
      onDropped?.();
      await wait(retryDelay(attempt));
      attempt++;
    }
  })();

  return () => stopped.abort();
}
