import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, sampleUsers } from '../../test/renderApp';
import { accessTokenStorageKey } from './accessToken';

describe('start-up session check', () => {
  it('asks nothing of the server when no token is stored', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse(500, {}));
    await renderApp('/login', { startUp: true });
    expect(await screen.findByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('trades a stored token for the user and a fresh token', async () => {
    const { requests } = mockFetch(() => jsonResponse(200, { user: sampleUsers.staff, access_token: 'token-fresh' }));
    await renderApp('/conecta/devicelist', { token: 'token-old', startUp: true });

    expect(await screen.findByRole('heading', { name: 'Lista de dispositivos' })).toBeVisible();
    expect(screen.getByTestId('user-menu')).toHaveAccessibleName('Sam Staff');
    // The device list then asks for its own data; the session check itself is one request.
    expect(requests.filter((request) => request.path.startsWith('/api/auth'))).toEqual([
      {
        method: 'GET',
        url: 'http://localhost:3000/api/auth/access-token',
        path: '/api/auth/access-token',
        authorization: 'Bearer token-old',
        body: undefined,
      },
    ]);
    expect(localStorage.getItem(accessTokenStorageKey)).toBe('token-fresh');
  });

  it('drops a refused token and says the session is over', async () => {
    mockFetch(() => jsonResponse(401, { error: 'Invalid access token detected' }));
    await renderApp('/conecta/devicelist', { token: 'token-forged', startUp: true });

    expect(await screen.findByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid access_token');
    expect(localStorage.getItem(accessTokenStorageKey)).toBeNull();
  });

  it('reports a token login that could not reach the server', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderApp('/conecta/devicelist', { token: 'token-1', startUp: true });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to login with token');
    expect(await screen.findByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
  });
});
