import { authRoles } from '@conecta/contracts/roles';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../shell/routing';
import { LocationProbe, sampleUsers } from '../test/renderApp';
import { routeElements } from './router';
import { userSignedIn } from './session/authSlice';
import { makeStore } from './store';

const routes: AppRoute[] = [
  { path: '/apps/mail', redirect: '/apps/mail/inbox' },
  {
    path: '/apps/mail/inbox',
    layout: 'bare',
    access: { auth: authRoles.user },
    load: async () => ({ default: () => <h1>Inbox</h1> }),
  },
  { path: '/welcome', layout: 'bare', load: async () => ({ default: () => <h1>Welcome</h1> }) },
  { path: '/start', redirect: '/welcome' },
];

// The app's router, built from these routes instead of the discovered ones.
const { bare, redirects } = routeElements(routes);

function renderAt(path: string, signedIn: boolean) {
  const store = makeStore();
  if (signedIn) store.dispatch(userSignedIn(sampleUsers.user));
  const seen: string[] = [];
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe onChange={(location) => seen.push(location.pathname)} />
        <Routes>
          {redirects}
          <Route element={<Outlet />}>{bare}</Route>
          <Route path="*" element={<p>Not found</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, seen };
}

describe('redirect routes', () => {
  it('take a visitor to the page they lead to, replacing the address', async () => {
    const { seen } = renderAt('/start', false);
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeVisible();
    expect(seen.at(-1)).toBe('/welcome');
  });

  it('lead a signed-in user to the page behind them', async () => {
    const { seen } = renderAt('/apps/mail', true);
    expect(await screen.findByRole('heading', { name: 'Inbox' })).toBeVisible();
    expect(seen.at(-1)).toBe('/apps/mail/inbox');
  });

  it("keep the page's own guard: a guest is asked to sign in and brought back to the page, not the redirect", async () => {
    const { store, seen } = renderAt('/apps/mail', false);
    await expect.poll(() => seen).toContain('/login');
    expect(screen.queryByRole('heading', { name: 'Inbox' })).not.toBeInTheDocument();
    expect(store.getState().auth.redirectUrl).toBe('/apps/mail/inbox');
  });
});
