import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferenceChanged } from '../shell/settings/settingsSlice';
import { renderApp, sampleUsers } from '../test/renderApp';

const scrollbarRules = () =>
  [...document.querySelectorAll('style')].some((style) => style.textContent?.includes('scrollbar-width:thin'));

describe('custom scrollbars', () => {
  it('are thin and themed only while the setting is on', async () => {
    const { store } = await renderApp('/conecta/devicelist', { user: sampleUsers.user });
    await screen.findByTestId('page-title');
    expect(scrollbarRules()).toBe(false);
    act(() => {
      store.dispatch(preferenceChanged({ key: 'customScrollbars', value: true }));
    });
    await waitFor(() => expect(scrollbarRules()).toBe(true));
  });
});

describe('start-up', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('unregisters a service worker left in this browser, once the app has rendered (§7.5)', async () => {
    const unregister = vi.fn(async () => true);
    const getRegistrations = vi.fn(async () => [{ unregister }]);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistrations } });
    await renderApp('/login');
    await screen.findByRole('button', { name: 'ENTRAR' });
    await waitFor(() => expect(unregister).toHaveBeenCalledOnce());
  });
});

describe('motion', () => {
  const headerAnimation = async () => getComputedStyle(await screen.findByTestId('page-header')).animation;

  it('moves when the browser does not ask for reduced motion and the setting is on', async () => {
    (globalThis as { motionAllowed?: boolean }).motionAllowed = true;
    const { store } = await renderApp('/conecta/devicelist', { user: sampleUsers.user });
    expect(await headerAnimation()).toMatch(/1000ms/);
    act(() => {
      store.dispatch(preferenceChanged({ key: 'animations', value: false }));
    });
    await waitFor(async () => expect(await headerAnimation()).not.toMatch(/ms/));
  });

  it('moves nothing for a browser asking for reduced motion, whatever the setting', async () => {
    await renderApp('/conecta/devicelist', { user: sampleUsers.user });
    expect(await headerAnimation()).not.toMatch(/ms/);
  });
});
