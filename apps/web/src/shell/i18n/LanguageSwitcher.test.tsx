import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockUserUpdates, renderApp, sampleUsers } from '../../test/renderApp';

describe('language switcher', () => {
  it('starts in Brazilian Portuguese and switches the whole shell to English, remembering it', async () => {
    const { user } = await renderApp('/conecta/devicelist', { user: sampleUsers.staff });
    expect(await screen.findByRole('heading', { name: 'Lista de dispositivos' })).toBeVisible();

    await user.click(screen.getByTestId('language-switcher'));
    await user.click(screen.getByRole('menuitem', { name: /English/ }));

    expect(await screen.findByRole('heading', { name: 'Device list' })).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Device list' }),
    ).toBeVisible();
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('turns the page right-to-left for Arabic', async () => {
    const { user } = await renderApp('/conecta/devicelist', { user: sampleUsers.staff });
    await user.click(await screen.findByTestId('language-switcher'));
    await user.click(screen.getByRole('menuitem', { name: 'العربية' }));

    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(await screen.findByRole('heading', { name: 'قائمة الأجهزة' })).toBeVisible();
    expect(localStorage.getItem('language')).toBe('ar');
  });

  it("keeps the settings' direction with the language: a guest's in this browser (§3)", async () => {
    const { user, store } = await renderApp('/auth/guest-role-example');
    expect(store.getState().settings.direction).toBe('ltr');
    await user.click(await screen.findByTestId('language-switcher'));
    await user.click(screen.getByRole('menuitem', { name: 'العربية' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('guestSettings') ?? '{}').direction).toBe('rtl'));
    expect(store.getState().settings.direction).toBe('rtl');

    await user.click(screen.getByTestId('language-switcher'));
    await user.click(screen.getByRole('menuitem', { name: /English/ }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('guestSettings') ?? '{}').direction).toBe('ltr'));
  });

  it("saves a signed-in user's settings with the direction Arabic gives them (§3)", async () => {
    const { requests } = mockUserUpdates();
    const { user, store } = await renderApp('/conecta/devicelist', { user: sampleUsers.staff });
    await user.click(await screen.findByTestId('language-switcher'));
    await user.click(screen.getByRole('menuitem', { name: 'العربية' }));
    await waitFor(() => expect(requests.some((request) => request.path === '/api/auth/user/update')).toBe(true), {
      timeout: 5000,
    });
    const update = requests.find((request) => request.path === '/api/auth/user/update');
    expect(update?.body).toMatchObject({ user: { data: { settings: { direction: 'rtl' } } } });
    expect(store.getState().settings.direction).toBe('rtl');
  });

  it('names every language in itself, each with a flag image rather than an emoji', async () => {
    const { user } = await renderApp('/conecta/devicelist', { user: sampleUsers.staff });
    await user.click(await screen.findByTestId('language-switcher'));
    // Each with its country's SVG image file (Brazil, the United States, Türkiye, Saudi Arabia).
    const flags = { Português: 'BR', English: 'US', Türkçe: 'TR', العربية: 'SA' };
    for (const [name, country] of Object.entries(flags)) {
      const item = screen.getByRole('menuitem', { name });
      expect(item.querySelector('img')?.getAttribute('src')).toMatch(new RegExp(`${country}(-[\\w-]+)?\\.svg`));
    }
  });

  it('links to the multi-language documentation', async () => {
    const { user } = await renderApp('/conecta/devicelist', { user: sampleUsers.staff });
    await user.click(await screen.findByTestId('language-switcher'));
    expect(screen.getByRole('menuitem', { name: 'Saiba mais' })).toHaveAttribute(
      'href',
      '/documentation/configuration/multi-language',
    );
  });
});
