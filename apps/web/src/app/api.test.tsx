import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp, sampleUsers } from '../test/renderApp';
import { saveUserData } from './session/saveUserData';

describe('base query', () => {
  it('turns a 401 on a request that carried a token into a sign-out with "Invalid access_token"', async () => {
    // Only the save is refused; the device list's own requests stay unanswered, so they sign nobody out.
    const { requests } = mockFetch((request) =>
      request.path.startsWith('/api/auth')
        ? jsonResponse(401, { error: 'access_token expired' })
        : new Promise<Response>(() => undefined),
    );
    const { store, router } = await renderApp('/conecta/devicelist', { user: sampleUsers.admin, token: 'token-1' });
    await screen.findByRole('heading', { name: 'Lista de dispositivos' });

    await act(() => store.dispatch(saveUserData(sampleUsers.admin)));

    // The device list behind asks for its own data too; only the save matters here.
    expect(requests.filter((request) => request.path.startsWith('/api/auth'))).toMatchObject([
      { method: 'POST', path: '/api/auth/user/update', authorization: 'Bearer token-1' },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid access_token');
    expect(await screen.findByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('jwt_access_token')).toBeNull();
    expect(store.getState().auth.user.role).toEqual([]);
  });

  it('says in the user’s language that a disabled account was signed out', async () => {
    mockFetch((request) =>
      request.path.startsWith('/api/auth')
        ? jsonResponse(401, { message: 'This account is disabled', code: 'account.disabled' })
        : new Promise<Response>(() => undefined),
    );
    const { store, router } = await renderApp('/conecta/devicelist', { user: sampleUsers.admin, token: 'token-1' });
    await screen.findByRole('heading', { name: 'Lista de dispositivos' });

    await act(() => store.dispatch(saveUserData(sampleUsers.admin)));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você foi desconectado porque esta conta foi desativada.',
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('leaves the session alone when a request without a token is refused', async () => {
    mockFetch(() => jsonResponse(401, { error: { password: 'Check your password' } }));
    const { user } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@conecta.example');
    await user.type(screen.getByLabelText('Senha'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'ENTRAR' }));

    expect(await screen.findByText('Check your password')).toBeVisible();
    expect(screen.queryByText('Invalid access_token')).not.toBeInTheDocument();
  });

  it("saves user data and says so in a word in pt-BR (English keeps the spec's sentence naming the store)", async () => {
    const renamed = { ...sampleUsers.admin, data: { ...sampleUsers.admin.data, displayName: 'Ana Maria' } };
    const { requests } = mockFetch(() => jsonResponse(200, renamed));
    const { store } = await renderApp('/conecta/devicelist', { user: sampleUsers.admin, token: 'token-1' });
    await screen.findByRole('heading', { name: 'Lista de dispositivos' });

    await act(() => store.dispatch(saveUserData(renamed)));

    expect(requests.find((request) => request.path === '/api/auth/user/update')?.body).toEqual({ user: renamed });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Salvo$/);
    expect(screen.getByTestId('user-menu')).toHaveAccessibleName('Ana Maria');
  });
});
