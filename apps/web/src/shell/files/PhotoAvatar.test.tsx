import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenStorageKey } from '../../app/session/accessToken';
import { makeStore } from '../../app/store';
import { jsonResponse, mockFetch } from '../../test/renderApp';
import { PersonAvatar } from '../PersonAvatar';

const storedPhoto = '/api/files/6f1c3d2a-0000-4000-8000-000000000001/thumbnail';
const missingPhoto = '/api/files/6f1c3d2a-0000-4000-8000-000000000002/thumbnail';

let requests: ReturnType<typeof mockFetch>['requests'];
beforeEach(() => {
  localStorage.setItem(accessTokenStorageKey, 'token-1');
  let blobs = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => `blob:photo-${++blobs}`, revokeObjectURL: () => {} }),
  );
  ({ requests } = mockFetch((request) =>
    request.path === storedPhoto
      ? new Response(new Uint8Array([82, 73, 70, 70]), { status: 200, headers: { 'content-type': 'image/webp' } })
      : jsonResponse(404, { message: 'No such file.' }),
  ));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderAvatars = (...photos: string[]) =>
  render(
    <Provider store={makeStore()}>
      {photos.map((photoURL, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same photo appears more than once on purpose
        <PersonAvatar key={index} name="Uma User" alt={`avatar ${index}`} photoURL={photoURL} />
      ))}
    </Provider>,
  );

describe('avatars of stored photos', () => {
  it('fetches a stored photo once with the token, however many avatars show it, and shows it from a blob URL', async () => {
    renderAvatars(storedPhoto, storedPhoto, storedPhoto);
    await waitFor(() => expect(screen.getByAltText('avatar 0')).toHaveAttribute('src', 'blob:photo-1'), {
      timeout: 8000,
    });
    expect(screen.getByAltText('avatar 2')).toHaveAttribute('src', 'blob:photo-1');
    const fetched = requests.filter((request) => request.path === storedPhoto);
    expect(fetched).toHaveLength(1);
    expect(fetched[0]?.authorization).toBe('Bearer token-1');
  });

  it('gives an outside picture straight to the image, and keeps the initials when a stored photo is refused', async () => {
    renderAvatars('https://lh3.example.com/a/photo.jpg', missingPhoto);
    expect(screen.getByAltText('avatar 0')).toHaveAttribute('src', 'https://lh3.example.com/a/photo.jpg');
    await waitFor(() => expect(requests.some((request) => request.path === missingPhoto)).toBe(true), {
      timeout: 8000,
    });
    expect(screen.getByText('UU')).toBeVisible();
    expect(requests.some((request) => request.url.startsWith('https://lh3'))).toBe(false);
  });
});
