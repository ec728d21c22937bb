import type { LiveEvent } from './transport';

/** The event of type T: the member of a union of typed events, or any event with that type. */
type EventOf<E, T extends string> = [Extract<E, { type: T }>] extends [never]
  ? E & { type: T }
  : Extract<E, { type: T }>;

/** `app.listen` on a free local port; answers the base URL. */
export async function listenLocally(app: { listen(options: { host: string; port: number }): Promise<string> }) {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/**
 * The live stream (`GET /api/live`, or another path serving it) read the way the web reads it: fetch with the bearer token, the body read as
 * it arrives. `next` waits for the first not-yet-taken event that matches.
 */
export async function openLiveStream<E extends { type: string } = LiveEvent>(
  baseUrl: string,
  token: string,
  path = '/api/live',
) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const body = response.body;
  if (!body) throw new Error('no stream body');
  const events: E[] = [];
  const comments: string[] = [];
  let wake: () => void = () => undefined;
  let ended = false;

  const pump = (async () => {
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as E);
          }
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
      wake();
    }
  })();

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    /** The server process holding the stream, when several run (see process/serve.ts). */
    worker: response.headers.get('x-conecta-worker'),
    /** The stream's id, for `POST /api/live/topics`. */
    streamId: response.headers.get('x-live-stream'),
    events,
    comments,
    get ended() {
      return ended;
    },
    async next<T extends E['type']>(
      type: T,
      matches: (event: EventOf<E, T>) => boolean = () => true,
      timeoutMs = 5000,
    ): Promise<EventOf<E, T>> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex((event) => event.type === type && matches(event as EventOf<E, T>));
        if (index >= 0) return events.splice(index, 1)[0] as EventOf<E, T>;
        if (ended) throw new Error(`stream ended before a ${type} event`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${type} event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    /** Waits for the stream to end (the server closed it). */
    async finished(): Promise<void> {
      await pump;
    },
    async close(): Promise<void> {
      controller.abort();
      await pump;
    },
  };
}

export type LiveStream<E extends { type: string } = LiveEvent> = Awaited<ReturnType<typeof openLiveStream<E>>>;
