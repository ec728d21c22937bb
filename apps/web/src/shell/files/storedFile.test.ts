import { describe, expect, it, vi } from 'vitest';
import '../../app/api';
import { makeStore } from '../../app/store';
import { mockFetch } from '../../test/renderApp';
import { filesApi } from './api';

describe('stored files fetched with the token', () => {
  it('fetches a stored file’s own URL, and never a URL a mail’s sender wrote', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:stored' }));
    const { requests } = mockFetch(() => new Response('%PDF', { status: 200 }));
    const store = makeStore();
    const fetchFile = (url: string) => store.dispatch(filesApi.endpoints.storedFile.initiate(url));

    const ours = await fetchFile('/api/files/0b9d2c7e-58a4-4c55-9f67-2d8b1b1f0a10/thumbnail');
    expect(ours.error).toBeUndefined();
    expect(ours.data).toBe('blob:stored');
    expect(requests.map((request) => request.path)).toEqual([
      '/api/files/0b9d2c7e-58a4-4c55-9f67-2d8b1b1f0a10/thumbnail',
    ]);

    for (const url of [
      'https://tracker.example/x.png',
      '//tracker.example/x.png',
      '/api/devices/export',
      '/api/files/../devices/export',
      '/api/files/0b9d2c7e-58a4-4c55-9f67-2d8b1b1f0a10?next=/api/devices',
    ]) {
      const refused = await fetchFile(url);
      expect(refused.error, url).toBeTruthy();
    }
    expect(requests).toHaveLength(1);
  });
});
