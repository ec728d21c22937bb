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
