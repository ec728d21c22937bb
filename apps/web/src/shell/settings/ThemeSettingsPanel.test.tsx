import type { User } from '@conecta/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, mockUserUpdates, renderApp, sampleUsers } from '../../test/renderApp';
import { layoutDefaults } from '../layout/layoutModel';
import { derivedThemeNames, paletteNames } from '../palettes';

const note = 'Not all option combinations are available';

async function openThemeSettings(user: UserEvent) {
  await user.click(await screen.findByTestId('open-theme-settings'));
  return screen.findByTestId('theme-settings');
}

function region(name: string) {
  return within(screen.getByRole('group', { name }));
}

describe('theme settings panel', () => {
  beforeAll(async () => {
    // The panels are lazy chunks: transform them once here rather than inside the first test's time.
    await Promise.all([import('./ThemeSettingsPanel'), import('./ColorSchemesPanel')]);
  });
  // The labels below are the English ones (the app starts in pt-BR).
  beforeEach(() => localStorage.setItem('language', 'en'));

  it("resets the options to the chosen style's defaults and keeps a guest's choice in this browser", async () => {
    const { user, store } = await renderApp('/auth/guest-role-example');
    const panel = within(await openThemeSettings(user));
    expect(screen.getByRole('dialog', { name: 'Theme Settings' })).toBeVisible();

    await user.click(panel.getByRole('radio', { name: 'Boxed' }));
    expect(store.getState().settings.layout.config.mode).toBe('boxed');

    await user.click(panel.getByRole('radio', { name: 'Layout 2' }));
    expect(store.getState().settings.layout).toEqual({ style: 'layout2', config: layoutDefaults.layout2 });
    expect(JSON.parse(localStorage.getItem('guestSettings') ?? '{}').layout).toEqual({
      style: 'layout2',
      config: layoutDefaults.layout2,
    });
    expect(panel.getByRole('radio', { name: 'Container' })).toBeChecked();
    expect(panel.getByRole('radio', { name: 'Layout 2' })).toBeChecked();
  });

  it('disables what the style cannot show and says so', async () => {
    const { user } = await renderApp('/auth/guest-role-example');
    const panel = within(await openThemeSettings(user));

    // layout1 with every region shown: once the whole page scrolls, every option is available.
    expect(panel.getByText(note)).toBeVisible();
    await user.click(panel.getByRole('radio', { name: 'Body' }));
    expect(panel.queryByText(note)).not.toBeInTheDocument();
    expect(region('Navbar').getByRole('switch', { name: 'Folded' })).toBeEnabled();

    await user.click(panel.getByRole('radio', { name: 'Layout 2' }));
    expect(panel.getByText(note)).toBeVisible();
    expect(region('Navbar').getByRole('switch', { name: 'Folded' })).toBeDisabled();
    const position = region('Navbar').getByRole('radiogroup', { name: 'Position' });
    for (const radio of within(position).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(region('Toolbar').getByRole('radio', { name: 'Above' })).toBeDisabled();
    expect(region('Footer').getByRole('radio', { name: 'Above' })).toBeDisabled();
  });

  it('disables the switches that would change nothing, and says why', async () => {
    const { user } = await renderApp('/auth/guest-role-example');
    const panel = within(await openThemeSettings(user));
    const leftPanel = region('Left side panel').getByRole('switch', { name: 'Display' });
    expect(leftPanel).toBeDisabled();
    expect(leftPanel).toHaveAccessibleDescription(/No feature places a panel on the left yet/);
    expect(region('Footer').getByRole('radiogroup', { name: 'Position' })).not.toHaveAccessibleDescription();

    await user.click(panel.getByRole('radio', { name: 'Layout 3' }));
    const footerPosition = region('Footer').getByRole('radiogroup', { name: 'Position' });
    expect(footerPosition).toHaveAccessibleDescription(/In layouts 2 and 3 the footer always spans the window/);
    expect(within(footerPosition).getByRole('radio', { name: 'Above' })).toBeDisabled();
  });

  it('lays out radio groups of fewer than four choices in a row', async () => {
    const { user } = await renderApp('/auth/guest-role-example');
    const panel = within(await openThemeSettings(user));
    for (const group of panel.getAllByRole('radiogroup')) expect(group).toHaveClass('MuiRadioGroup-row');
  });

  it('disables Folded while the navbar is hidden', async () => {
    const { user, store } = await renderApp('/auth/guest-role-example');
    await openThemeSettings(user);
    const navbar = region('Navbar');

    await user.click(navbar.getByRole('switch', { name: 'Display' }));
    expect(store.getState().settings.layout.config.navbar.display).toBe(false);
    expect(navbar.getByRole('switch', { name: 'Display' })).not.toBeChecked();
    expect(navbar.getByRole('switch', { name: 'Folded' })).toBeDisabled();

    await user.click(navbar.getByRole('switch', { name: 'Display' }));
    expect(navbar.getByRole('switch', { name: 'Folded' })).toBeEnabled();
  });

  it('offers the derived themes to the regions only', async () => {
    const { user, store } = await renderApp('/auth/guest-role-example');
    const panel = within(await openThemeSettings(user));

    await user.click(panel.getByRole('combobox', { name: 'Toolbar theme' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /^Main theme, dark/ }));
    expect(store.getState().settings.theme.toolbar).toBe('mainThemeDark');
    expect(JSON.parse(localStorage.getItem('guestSettings') ?? '{}').theme.toolbar).toBe('mainThemeDark');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(panel.getByRole('combobox', { name: 'Toolbar theme' })).toHaveTextContent('Main theme, dark');

    await user.click(panel.getByRole('combobox', { name: 'Main theme' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.dataset.value)).toEqual(paletteNames);
    for (const name of derivedThemeNames)
      expect(options.find((option) => option.dataset.value === name)).toBeUndefined();
    // Presets read as names alone: the spec's ids are stored, never shown.
    expect(options[options.length - 1]).toHaveTextContent(/^Dark 12$/);
    expect(options.find((option) => option.dataset.value === 'light1')).toHaveTextContent(/^Light 1$/);
  });

  it('switches custom scrollbars and animations, and the settings icon stops turning', async () => {
    // A browser that lets things move: the icon turns until the setting stops it.
    (globalThis as { motionAllowed?: boolean }).motionAllowed = true;
    const { user, store } = await renderApp('/auth/guest-role-example');
    const panel = within(await openThemeSettings(user));

    await user.click(panel.getByRole('switch', { name: 'Custom scrollbars' }));
    expect(store.getState().settings.customScrollbars).toBe(true);
    const icon = () => screen.getByTestId('open-theme-settings').querySelector('svg') as SVGElement;
    expect(getComputedStyle(icon()).animation).toMatch(/3s linear infinite/);

    await user.click(panel.getByRole('switch', { name: 'Animations' }));
    expect(store.getState().settings.animations).toBe(false);
    expect(JSON.parse(localStorage.getItem('guestSettings') ?? '{}')).toMatchObject({
      customScrollbars: true,
      animations: false,
    });
    expect(getComputedStyle(icon()).animation).not.toMatch(/infinite/);
  });

  it("saves a signed-in user's change with the token API and says so", async () => {
    const { requests } = mockUserUpdates();
    localStorage.setItem('jwt_access_token', 'token-1');
    const { user } = await renderApp('/conecta/devicelist', { user: sampleUsers.staff });
    await openThemeSettings(user);
    // A quick run of changes is saved and announced once, with where it ended.
    await user.click(region('Footer').getByRole('radio', { name: 'Below' }));
    await user.click(region('Footer').getByRole('radio', { name: 'Above' }));

    expect(await screen.findByText('User data saved to api', {}, { timeout: 10_000 })).toBeVisible();
    const updates = requests.filter((request) => request.path === '/api/auth/user/update');
    expect(updates).toHaveLength(1);
    const update = updates[0];
    expect(update?.authorization).toBe('Bearer token-1');
    expect(update?.body).toMatchObject({
      user: {
        uuid: 'uuid-staff',
        data: { settings: { layout: { style: 'layout1', config: { footer: { position: 'above' } } } } },
      },
    });
    expect(localStorage.getItem('guestSettings')).toBeNull();
  });

  it('keeps a change the page could not save before it went, and the next start applies and saves it', async () => {
    // The server still holds the old settings: its session check answers them.
    const { requests } = mockFetch((request) =>
      request.path === '/api/auth/access-token'
        ? jsonResponse(200, { user: sampleUsers.staff, access_token: 'token-2' })
        : jsonResponse(200, (request.body as { user: User } | undefined)?.user),
    );
    localStorage.setItem('jwt_access_token', 'token-1');
    const first = await renderApp('/conecta/devicelist', { user: sampleUsers.staff });
    await openThemeSettings(first.user);
    await first.user.click(region('Footer').getByRole('radio', { name: 'Above' }));
    // A reload within the burst's pause: the page goes before the save.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    const updates = () => requests.filter((request) => request.path === '/api/auth/user/update');
    expect(updates()).toHaveLength(0);

    // The next start, whose session check still brings the old settings (footer below), applies the
    // change and saves it.
    const next = await renderApp('/conecta/devicelist', { user: sampleUsers.staff, startUp: true });
    await waitFor(() => expect(next.store.getState().settings.layout.config.footer.position).toBe('above'));
    await waitFor(() => expect(updates().length).toBeGreaterThan(0), { timeout: 5000 });
    expect(updates().at(-1)?.body).toMatchObject({
      user: { uuid: 'uuid-staff', data: { settings: { layout: { config: { footer: { position: 'above' } } } } } },
    });
    expect(localStorage.getItem('pendingSettings')).toBeNull();
  });

  it('shows one settings panel at a time and closes on its close button', async () => {
    const { user } = await renderApp('/auth/guest-role-example');
    const themeSettings = await openThemeSettings(user);
    expect(themeSettings).toBeVisible();

    // The edge buttons step aside while a panel is open, so they never cover it.
    expect(screen.getByTestId('open-color-schemes')).not.toBeVisible();

    await user.click(
      within(screen.getByRole('dialog', { name: 'Theme Settings' })).getByRole('button', { name: 'Close' }),
    );
    // A swipeable drawer stays mounted once closed: it is hidden, not removed.
    await waitFor(() => expect(themeSettings).not.toBeVisible());
    await user.click(screen.getByTestId('open-color-schemes'));
    const colorSchemes = await screen.findByTestId('color-schemes');
    await waitFor(() => expect(colorSchemes).toBeVisible());
    expect(themeSettings).not.toBeVisible();
  });

  it('gives the focus back to its button when closed with Escape', async () => {
    const { user } = await renderApp('/auth/guest-role-example');
    const opener = await screen.findByTestId('open-theme-settings');
    const themeSettings = await openThemeSettings(user);
    await waitFor(() => expect(themeSettings).toBeVisible());
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Theme Settings' })).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(themeSettings).not.toBeVisible());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  describe('on a phone', () => {
    beforeEach(() => vi.stubGlobal('innerWidth', 390));
    afterEach(() => vi.unstubAllGlobals());

    it('keeps the edge free and opens the panels from the toolbar menu, the focus coming back to it', async () => {
      const { user } = await renderApp('/auth/guest-role-example');
      const menu = await screen.findByTestId('toolbar-overflow');
      // The edge buttons are not drawn over the content.
      expect(screen.queryByTestId('open-theme-settings')).not.toBeInTheDocument();

      await user.click(menu);
      await user.click(await screen.findByRole('button', { name: 'Open theme settings' }));
      const panel = await screen.findByRole('dialog', { name: 'Theme Settings' });
      // The menu closed as the panel opened, so it does not sit above it.
      await waitFor(() => expect(screen.queryByTestId('menu-open-theme-settings')).not.toBeInTheDocument());

      await user.click(within(panel).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(menu).toHaveFocus());

      await user.click(menu);
      await user.click(await screen.findByRole('button', { name: 'Open theme color schemes' }));
      expect(await screen.findByTestId('color-schemes')).toBeVisible();
    });
  });
});
