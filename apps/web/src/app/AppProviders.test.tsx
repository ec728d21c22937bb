import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
