import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/renderApp';
import { backoffDelay, connectLive } from './connection';
import type { LiveEvent } from './events';
import { fakeLiveStreams } from './testStream';

const presence: LiveEvent = { type: 'presence', contactId: 'c-ana', status: 'away' };

describe('the tab’s live connection', () => {
  it('connects with the bearer token and hands over each event, ignoring what it cannot read', async () => {
    const live = fakeLiveStreams();
    const { requests } = mockFetch(() => live.respond());
    const events: LiveEvent[] = [];
    const stop = connectLive({
      getToken: () => 'token-1',
      onEvent: (event) => events.push(event),
      onUnauthorized: vi.fn(),
    });
    await waitFor(() => expect(live.connections).toBe(1));
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/api/live', authorization: 'Bearer token-1' });

    live.write(': heartbeat\n\n');
    live.write('event: presence\ndata: {"no":"type"}\n\n');
    live.write('event: presence\ndata: not json\n\n');
    live.send(presence);
    await waitFor(() => expect(events).toEqual([presence]));
    stop();
  });

  it('comes back after the server fails or closes the stream, waiting longer each time', async () => {
    let calls = 0;
    const live = fakeLiveStreams();
    mockFetch(() => {
      calls++;
      // First a server error, then a stream the server closes at once, then a healthy stream.
      if (calls === 1) return jsonResponse(503, { message: 'down' });
      const response = live.respond();
      if (calls === 2) queueMicrotask(() => live.close());
      return response;
    });
    const attempts: number[] = [];
    const events: LiveEvent[] = [];
    const stop = connectLive({
      getToken: () => 'token-2',
      onEvent: (event) => events.push(event),
      onUnauthorized: vi.fn(),
      retryDelay: (attempt) => {
        attempts.push(attempt);
        return 0;
      },
    });
    try {
      await waitFor(() => expect(live.connections).toBe(2));
      expect(attempts).toEqual([0, 1]);
      live.send(presence);
      await waitFor(() => expect(events).toEqual([presence]));
      // Events flowed again: the next drop starts from the shortest wait.
      live.close();
      await waitFor(() => expect(live.connections).toBe(3));
      expect(attempts).toEqual([0, 1, 0]);
    } finally {
      stop();
    }
  });

  it('treats a connection silent for longer than the heartbeat allows as dead', async () => {
    const live = fakeLiveStreams();
    mockFetch(() => live.respond());
    const stop = connectLive({
      getToken: () => 'token-idle',
      onEvent: vi.fn(),
      onUnauthorized: vi.fn(),
      retryDelay: () => 0,
      idleTimeout: 30,
    });
    try {
      await waitFor(() => expect(live.connections).toBeGreaterThanOrEqual(2));
    } finally {
      stop();
    }
  });

  it('gives up on a refused token and says so once', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse(401, { message: 'Invalid token' }));
    const onUnauthorized = vi.fn();
    connectLive({ getToken: () => 'token-1', onEvent: vi.fn(), onUnauthorized, retryDelay: () => 0 });
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not connect without a token, and stops reconnecting once closed', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse(503, {}));
    connectLive({ getToken: () => null, onEvent: vi.fn(), onUnauthorized: vi.fn() });
    expect(fetchMock).not.toHaveBeenCalled();

    const stop = connectLive({
      getToken: () => 'token-1',
      onEvent: vi.fn(),
      onUnauthorized: vi.fn(),
      retryDelay: () => 10,
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    stop();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('backs off from 1 s to at most 30 s', () => {
    for (const [attempt, base] of [
      [0, 1000],
      [1, 2000],
      [3, 8000],
      [10, 30_000],
    ] as const) {
      const delay = backoffDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(base * 0.8);
      expect(delay).toBeLessThanOrEqual(base * 1.2);
    }
  });
});
