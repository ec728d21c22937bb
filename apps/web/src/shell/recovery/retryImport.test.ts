import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, retryImport } from './retryImport';

const chunkGone = () =>
  new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/MailPage-1a2b.js');

describe('retryImport', () => {
  it('fetches a script again after it failed to arrive, and answers with it', async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkGone()).mockResolvedValueOnce({ default: 'page' });
    await expect(retryImport(load, [1])).resolves.toEqual({ default: 'page' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after its last delay with the browser’s error', async () => {
    const load = vi.fn().mockRejectedValue(chunkGone());
    await expect(retryImport(load, [1, 1])).rejects.toThrow(/dynamically imported module/);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not retry code that broke while running: the same code would break again', async () => {
    const load = vi.fn().mockRejectedValue(new ReferenceError('x is not defined'));
    await expect(retryImport(load, [1])).rejects.toThrow('x is not defined');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('isChunkLoadError', () => {
  it('knows each browser’s words for a script that did not arrive, and nothing else', () => {
    expect(isChunkLoadError(chunkGone())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });
});
