import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, sampleUsers } from '../../test/renderApp';

function setFullscreen(element: Element | null) {
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: element });
}

afterEach(() => {
  setFullscreen(null);
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: undefined });
});

describe('fullscreen toggle', () => {
  it('says so, without failing, in a browser that cannot go full screen', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    const { user } = await renderApp('/conecta/devicelist', { user: sampleUsers.user });
    await user.click(await screen.findByRole('button', { name: 'Alternar tela cheia' }));
    expect(await screen.findByText('Este navegador não consegue mostrar o console em tela cheia.')).toBeVisible();
  });

  it('asks the browser for full screen and follows its fullscreen changes', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
    const request = vi.fn(async () => undefined);
    document.documentElement.requestFullscreen = request;
    const { user } = await renderApp('/conecta/devicelist', { user: sampleUsers.user });
    const toggle = await screen.findByTestId('fullscreen-toggle');

    await user.click(toggle);
    expect(request).toHaveBeenCalledOnce();

    act(() => {
      setFullscreen(document.documentElement);
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      setFullscreen(null);
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});
