import type { ChatLiveEvent } from '@conecta/contracts';

/** `app.listen` on a free local port; answers the base URL. */
export async function listenLocally(app: { listen(options: { host: string; port: number }): Promise<string> }) {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/**
 * The chat's event stream read the way the web reads it: fetch with the bearer token, the body read as
 * it arrives. `next` waits for the first not-yet-taken event that matches.
 */
export async function openLiveStream(baseUrl: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/chat/live`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const body = response.body;
  if (!body) throw new Error('no stream body');
  const events: ChatLiveEvent[] = [];
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
            if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as ChatLiveEvent);
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
    events,
    comments,
    get ended() {
      return ended;
    },
    async next<T extends ChatLiveEvent['type']>(
      type: T,
      matches: (event: Extract<ChatLiveEvent, { type: T }>) => boolean = () => true,
      timeoutMs = 5000,
    ): Promise<Extract<ChatLiveEvent, { type: T }>> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex(
          (event) => event.type === type && matches(event as Extract<ChatLiveEvent, { type: T }>),
        );
        if (index >= 0) return events.splice(index, 1)[0] as Extract<ChatLiveEvent, { type: T }>;
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

export type LiveStream = Awaited<ReturnType<typeof openLiveStream>>;
