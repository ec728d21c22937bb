import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockUserUpdates, renderApp, sampleUsers } from '../../test/renderApp';

describe('colour schemes panel', () => {
  it("keeps a guest's choice in this browser", async () => {
    const { user, store } = await renderApp('/auth/guest-role-example');
    await user.click(await screen.findByTestId('open-color-schemes'));
    await user.click(await screen.findByRole('button', { name: 'Escuro 3' }));

    expect(store.getState().settings.theme).toEqual({
      main: 'dark3',
      navbar: 'dark3',
      toolbar: 'dark3',
      footer: 'dark3',
    });
    expect(JSON.parse(localStorage.getItem('guestSettings') ?? '{}').theme.main).toBe('dark3');
    expect(screen.getByRole('button', { name: 'Escuro 3' })).toHaveAttribute('aria-pressed', 'true');
    // Each scheme reads as its name alone: the spec's id ('dark3') is stored, never shown.
    expect(screen.queryByText('dark3')).not.toBeInTheDocument();
  });

  it("saves a signed-in user's choice with the token API and says so", async () => {
    const { requests } = mockUserUpdates();
    localStorage.setItem('jwt_access_token', 'token-1');
    const { user } = await renderApp('/conecta/devicelist', { user: sampleUsers.staff });
    await user.click(await screen.findByTestId('open-color-schemes'));
    await user.click(await screen.findByRole('button', { name: 'Claro 5' }));

    expect(await screen.findByText('Salvo', {}, { timeout: 10_000 })).toBeVisible();
    const update = requests.find((request) => request.path === '/api/auth/user/update');
    expect(update?.authorization).toBe('Bearer token-1');
    expect(update?.body).toMatchObject({
      user: { uuid: 'uuid-staff', data: { settings: { theme: { main: 'light5' } } } },
    });
    await waitFor(() => expect(localStorage.getItem('guestSettings')).toBeNull());
  });
});
