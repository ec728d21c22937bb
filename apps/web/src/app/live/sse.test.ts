import { describe, expect, it } from 'vitest';
import { createSseParser, readEventStream, type ServerSentEvent } from './sse';

function parse(chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe('server-sent events parser', () => {
  it('reads named events, however the chunks split them', () => {
    const text = 'event: message\ndata: {"a":1}\n\nevent: presence\ndata: {"b":2}\n\n';
    const whole = parse([text]);
    expect(whole).toEqual([
      { event: 'message', data: '{"a":1}', id: undefined },
      { event: 'presence', data: '{"b":2}', id: undefined },
    ]);
    // One character at a time gives the same events.
    expect(parse([...text])).toEqual(whole);
  });

  it('accepts CRLF and CR line ends, even with CRLF split across chunks', () => {
    expect(parse(['event: a\r', '\ndata: 1\r\n\r', '\n', 'data: 2\r\r'])).toEqual([
      { event: 'a', data: '1', id: undefined },
      { event: 'message', data: '2', id: undefined },
    ]);
  });

  it('joins multi-line data, skips heartbeats and waits for the blank line', () => {
    expect(parse([': heartbeat\n\n', 'id: 7\ndata: one\ndata:two\n', 'retry: 10\n'])).toEqual([]);
    expect(parse([': heartbeat\n\n', 'id: 7\ndata: one\ndata:two\n', '\n'])).toEqual([
      { event: 'message', data: 'one\ntwo', id: '7' },
    ]);
  });

  it('reads a streamed body to its end', async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // A multi-byte character split between two chunks is decoded whole.
        const bytes = encoder.encode('data: Olá\n\n');
        controller.enqueue(bytes.slice(0, 9));
        controller.enqueue(bytes.slice(9));
        controller.close();
      },
    });
    const events: ServerSentEvent[] = [];
    let chunks = 0;
    await readEventStream(
      body,
      (event) => events.push(event),
      undefined,
      () => chunks++,
    );
    expect(events).toEqual([{ event: 'message', data: 'Olá', id: undefined }]);
    expect(chunks).toBe(2);
  });

  it('stops reading when aborted', async () => {
    const body = new ReadableStream<Uint8Array>({ start: () => undefined });
    const controller = new AbortController();
    const reading = readEventStream(body, () => undefined, controller.signal);
    controller.abort();
    await expect(reading).resolves.toBeUndefined();
  });
});
