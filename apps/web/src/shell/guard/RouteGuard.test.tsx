import type { UnknownAction } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authChecked, userSignedIn } from '../../app/session/authSlice';
import { makeStore } from '../../app/store';
import { jsonResponse, mockFetch, renderApp, sampleUsers } from '../../test/renderApp';
import { showMessage } from '../message/messageSlice';
import { RouteGuard } from './RouteGuard';

const deviceListHeading = { name: 'Lista de dispositivos' };

describe('route guard', () => {
  it('sends a guest to /login, remembering the page, and back there after signing in', async () => {
    mockFetch(() => jsonResponse(200, { user: sampleUsers.admin, access_token: 'token-1' }));
    const { user, router, store } = await renderApp('/conecta/userdatalist?page=2');

    expect(await screen.findByRole('heading', { name: 'Entrar na sua conta' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().auth.redirectUrl).toBe('/conecta/userdatalist?page=2');

    await user.type(screen.getByLabelText('Email'), 'admin@conecta.example');
    await user.type(screen.getByLabelText('Senha'), 'admin');
    await user.click(screen.getByRole('button', { name: 'ENTRAR' }));

    expect(await screen.findByRole('heading', { name: 'Lista de dados de usuários' })).toBeVisible();
    expect(router.state.location.pathname + router.state.location.search).toBe('/conecta/userdatalist?page=2');
    // Used once: the next refusal goes home again.
    expect(store.getState().auth.redirectUrl).toBe('/');
  });

  it("sends a signed-in user away from a page their role doesn't allow", async () => {
    const { router } = await renderApp('/conecta/userdatalist', { user: sampleUsers.user });

    expect(await screen.findByRole('heading', deviceListHeading)).toBeVisible();
    expect(router.state.location.pathname).toBe('/conecta/devicelist');
    const navigation = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(navigation).getByRole('link', { name: 'Lista de dispositivos' })).toBeVisible();
    expect(within(navigation).queryByRole('link', { name: 'Lista de dados de usuários' })).not.toBeInTheDocument();
    // Told why, in the page's language.
    expect(await screen.findByRole('alert')).toHaveTextContent('Seu perfil não dá acesso àquela página');
  });

  it('shows the user-data list and its menu entry to an admin', async () => {
    await renderApp('/conecta/userdatalist', { user: sampleUsers.admin });
    expect(await screen.findByRole('heading', { name: 'Lista de dados de usuários' })).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Navegação principal' })).getByRole('link', {
        name: 'Lista de dados de usuários',
      }),
    ).toHaveAttribute('href', '/conecta/userdatalist');
  });

  it('sends a signed-in user away from the guest-only pages', async () => {
    const { router } = await renderApp('/login', { user: sampleUsers.staff });
    expect(await screen.findByRole('heading', deviceListHeading)).toBeVisible();
    expect(router.state.location.pathname).toBe('/conecta/devicelist');
    expect(screen.queryByRole('button', { name: 'ENTRAR' })).not.toBeInTheDocument();
    // Leaving /login once signed in is no refusal: nothing to explain.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/Seu perfil não dá acesso/)).not.toBeInTheDocument();
  });

  it('lets each role example page through only to its roles', async () => {
    await renderApp('/auth/staff-role-example', { user: sampleUsers.staff });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Exemplo: função de equipe');
  });

  it('keeps a staff member out of the admin example', async () => {
    const { router } = await renderApp('/auth/admin-role-example', { user: sampleUsers.staff });
    expect(await screen.findByRole('heading', deviceListHeading)).toBeVisible();
    expect(router.state.location.pathname).toBe('/conecta/devicelist');
  });

  it('shows the guest example to a guest, in the main layout', async () => {
    await renderApp('/auth/guest-role-example');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Exemplo: visitantes');
    expect(screen.getByTestId('user-menu')).toHaveAccessibleName('Visitante');
  });

  it('logs out: says so, forgets the session and ends on the sign-in page', async () => {
    const { user, router, store } = await renderApp('/conecta/devicelist', {
      user: sampleUsers.admin,
      token: 'token-1',
    });
    await user.click(await screen.findByRole('button', { name: 'Ana Admin' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Administrador')).toBeVisible();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sair' }));

    expect(await screen.findByText('Logging out..')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Entrar na sua conta' }, { timeout: 3000 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('jwt_access_token')).toBeNull();
    expect(store.getState().auth.user.role).toEqual([]);
    // The logout page itself is not remembered: signing in again does not log out again.
    expect(store.getState().auth.redirectUrl).toBe('/conecta/devicelist');
  });

  it('offers Login and Register to a guest in the user menu', async () => {
    const { user } = await renderApp('/pages/errors/error-404');
    await user.click(await screen.findByTestId('user-menu'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(within(menu).getByRole('menuitem', { name: 'Cadastrar' })).toHaveAttribute('href', '/register');
  });

  it('turns / into the device list and unknown paths into the 404 page', async () => {
    const home = await renderApp('/', { user: sampleUsers.user });
    expect(await screen.findByRole('heading', deviceListHeading)).toBeVisible();
    expect(home.router.state.location.pathname).toBe('/conecta/devicelist');
    home.unmount();

    const lost = await renderApp('/no/such/page');
    expect(await screen.findByText('404')).toBeVisible();
    expect(lost.router.state.location.pathname).toBe('/pages/errors/error-404');
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(lost.router.state.historyAction).toBe('REPLACE'));
  });
});

describe('route guard refusal notice', () => {
  it('is told once when two guards refuse the same visit (§2.4)', async () => {
    const store = makeStore();
    store.dispatch(userSignedIn(sampleUsers.user));
    store.dispatch(authChecked());
    const told: string[] = [];
    const dispatch = store.dispatch;
    store.dispatch = ((action: UnknownAction) => {
      if (showMessage.match(action)) told.push(action.payload.message);
      return dispatch(action);
    }) as typeof store.dispatch;
    const adminOnly = { auth: ['admin'] };
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/admin']}>
          <Routes>
            <Route path="/" element={<p>Home</p>} />
            <Route
              path="/admin"
              element={
                <>
                  <RouteGuard access={adminOnly}>
                    <p>Admin report</p>
                  </RouteGuard>
                  <RouteGuard access={adminOnly}>
                    <p>Admin tools</p>
                  </RouteGuard>
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(await screen.findByText('Home')).toBeVisible();
    await waitFor(() => expect(told).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(told).toEqual(['Seu perfil não dá acesso àquela página, por isso você foi trazido para cá.']);
  });
});
