/** One server-sent event as the stream delivered it: its name (`message` when unnamed) and its data. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * An incremental parser of the `text/event-stream` format (the WHATWG rules): chunks may split
 * lines anywhere, lines end in LF, CRLF or CR, `data:` lines of one event are joined with LF,
 * comment lines (`:`) are keep-alives, and a blank line dispatches the event. EventSource does
 * this too, but it cannot send an Authorization header, so the stream is read with `fetch`.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let eventName = '';
  let data: string[] = [];
  let id: string | undefined;
  // A CR at a chunk's end may be the first half of a CRLF split across two chunks.
  let skipLeadingLf = false;

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) onEvent({ event: eventName || 'message', data: data.join('\n'), id });
      eventName = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    // `retry` and unknown fields are ignored: the reconnection delay is the client's own backoff.
  }

  return {
    push(chunk: string) {
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, i));
        if (char === '\r') {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === '\n') i++;
          } else {
            skipLeadingLf = true;
          }
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}

/**
 * Reads a streamed body to its end, handing each complete event to `onEvent`. Resolves when the
 * server closes the stream; aborting `signal` cancels the read (and resolves). `onActivity` hears
 * every chunk, heartbeats included, so a caller can tell a quiet connection from a dead one.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
  signal?: AbortSignal,
  onActivity?: () => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser(onEvent);
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    while (!signal?.aborted) {
      const { done, value } = await reader.read();
      if (done) break;
      onActivity?.();
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    reader.releaseLock();
  }
}
