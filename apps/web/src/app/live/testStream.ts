import type { LiveEvent } from './events';

/**
 * A live stream the test feeds: each connection to `/api/live` gets one, and `send` writes
 * an event to the newest, as the server's server-sent events would.
 */
export function fakeLiveStreams() {
  const encoder = new TextEncoder();
  const controllers: ReadableStreamDefaultController<Uint8Array>[] = [];
  let cancelled = 0;
  return {
    get connections() {
      return controllers.length;
    },
    /** Connections the app closed itself. */
    get cancelled() {
      return cancelled;
    },
    respond(streamId = `stream-${controllers.length + 1}`): Response {
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => void controllers.push(controller),
        cancel: () => void cancelled++,
      });
      return new Response(body, {
        status: 200,
        headers: { 'Content-Type': 'text/event-stream', 'x-live-stream': streamId },
      });
    },
    /** Writes raw text, split as the test likes, to the newest connection. */
    write(text: string) {
      controllers.at(-1)?.enqueue(encoder.encode(text));
    },
    /** The server ends the newest connection. */
    close() {
      controllers.at(-1)?.close();
    },
    send(event: LiveEvent | { type: string }) {
      this.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    },
  };
}
