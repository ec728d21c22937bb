import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store';
import { selectRestoredCount, selectServerReachable } from './connectionSlice';
import { checkServer, onServerRestored, reportServerUnreachable } from './watchConnection';

const answer = (status: number) => Promise.resolve(new Response('{}', { status }));

describe('the server connection watch', () => {
  it('says the server is away until /api/health answers again, then tells the listeners once', async () => {
    vi.useFakeTimers();
    try {
      const store = makeStore();
      const fetcher = vi
        .fn<typeof fetch>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockImplementationOnce(() => answer(502))
        .mockImplementation(() => answer(200));
      const restored = vi.fn();
      const stopListening = onServerRestored(restored);

      reportServerUnreachable(store.dispatch, { fetcher });
      reportServerUnreachable(store.dispatch, { fetcher });
      expect(selectServerReachable(store.getState())).toBe(false);

      await vi.advanceTimersByTimeAsync(1000); // fetch fails
      expect(selectServerReachable(store.getState())).toBe(false);
      await vi.advanceTimersByTimeAsync(2000); // a proxy's 502: still away
      expect(selectServerReachable(store.getState())).toBe(false);
      await vi.advanceTimersByTimeAsync(4000); // answers
      expect(selectServerReachable(store.getState())).toBe(true);
      expect(selectRestoredCount(store.getState())).toBe(1);
      expect(restored).toHaveBeenCalledTimes(1);
      expect(fetcher).toHaveBeenCalledTimes(3);
      stopListening();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the server when a script or stream failed, and starts the watch only when it does not answer', async () => {
    const store = makeStore();
    await expect(checkServer(store.dispatch, { fetcher: () => answer(200) })).resolves.toBe(true);
    expect(selectServerReachable(store.getState())).toBe(true);
    const away = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(checkServer(store.dispatch, { fetcher: away })).resolves.toBe(false);
    expect(selectServerReachable(store.getState())).toBe(false);
  });
});
