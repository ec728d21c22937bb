import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accessTokenStorageKey } from '../../app/session/accessToken';
import { paths } from '../../shell/paths';
import { jsonResponse, mockFetch, renderApp, sampleUsers } from '../../test/renderApp';

const noContent = () => new Response(null, { status: 204 });
const toServer = (path: string) => (request: { path: string }) => request.path === path;

vi.setConfig({ testTimeout: 20_000 });

describe('logout', () => {
  it('ends the session on the server with its token, then signs out here', async () => {
    const { requests } = mockFetch(() => noContent());
    await renderApp('/logout', { user: sampleUsers.staff, token: 'token-1' });

    expect(await screen.findByRole('heading', { name: 'Entrar na sua conta' }, { timeout: 5000 })).toBeVisible();
    expect(requests.filter(toServer('/api/auth/sign-out'))).toMatchObject([
      { method: 'POST', authorization: 'Bearer token-1' },
    ]);
    expect(localStorage.getItem(accessTokenStorageKey)).toBeNull();
  });

  it.each([
    ['the server cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server refuses the token', () => jsonResponse(401, { error: 'Invalid access_token' })],
  ])('still signs out here when %s, without an error message', async (_case, answer) => {
    const { requests } = mockFetch((request) => (request.path === '/api/auth/sign-out' ? answer() : noContent()));
    await renderApp('/logout', { user: sampleUsers.staff, token: 'token-1' });

    expect(await screen.findByRole('heading', { name: 'Entrar na sua conta' }, { timeout: 5000 })).toBeVisible();
    expect(requests.filter(toServer('/api/auth/sign-out'))).toHaveLength(1);
    expect(localStorage.getItem(accessTokenStorageKey)).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs out everywhere from the user menu', async () => {
    const { requests } = mockFetch((request) =>
      request.path === '/api/auth/sign-out-everywhere' ? jsonResponse(200, { endedSessions: 3 }) : noContent(),
    );
    const { user } = await renderApp(paths.notFound, { user: sampleUsers.staff, token: 'token-1' });

    await user.click(screen.getByTestId('user-menu'));
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sair de todos os dispositivos' }),
    );

    expect(await screen.findByRole('heading', { name: 'Entrar na sua conta' }, { timeout: 5000 })).toBeVisible();
    expect(requests.filter(toServer('/api/auth/sign-out-everywhere'))).toMatchObject([
      { method: 'POST', authorization: 'Bearer token-1' },
    ]);
    expect(requests.filter(toServer('/api/auth/sign-out'))).toEqual([]);
    expect(localStorage.getItem(accessTokenStorageKey)).toBeNull();
  });

  it('offers "sign out everywhere" only to users of the token API', async () => {
    mockFetch(() => noContent());
    const { user } = await renderApp(paths.notFound, { user: { ...sampleUsers.staff, from: 'auth0' } });
    await user.click(screen.getByTestId('user-menu'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toBeVisible();
    await waitFor(() =>
      expect(within(menu).queryByRole('menuitem', { name: 'Sair de todos os dispositivos' })).not.toBeInTheDocument(),
    );
  });
});
