import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderApp } from '../../test/renderApp';

describe('error pages', { timeout: 45_000 }, () => {
  it('say what happened and lead home: 404 for a lost address, 500 when the server failed', async () => {
    mockFetch(() => jsonResponse(404, {}));
    const lost = await renderApp('/apps/no-such-page');
    expect(await screen.findByTestId('page-title', {}, { timeout: 15_000 })).toHaveTextContent('Página não encontrada');
    expect(lost.router.state.location.pathname).toBe('/pages/errors/error-404');
    lost.unmount();

    await renderApp('/pages/errors/error-500');
    expect(await screen.findByTestId('page-title', {}, { timeout: 15_000 })).toHaveTextContent(
      'Erro interno do servidor',
    );
    expect(screen.getByText('500')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Voltar e tentar de novo' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\//),
    );
  });
});
