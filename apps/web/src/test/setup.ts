import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * Node's Request (used by RTK Query) rejects relative URLs and jsdom's AbortSignal; a browser
 * resolves the first against the page and accepts the second. Mimic the browser here.
 */
class BrowserLikeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const url = typeof input === 'string' ? new URL(input, window.location.href) : input;
    const { signal: _signal, ...rest } = init ?? {};
    super(url, rest);
  }
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.stubGlobal('Request', BrowserLikeRequest);
});
vi.stubGlobal('Request', BrowserLikeRequest);
