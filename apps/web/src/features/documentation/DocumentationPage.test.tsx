import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

describe('documentation', () => {
  it('opens on the user guide for a guest, in Portuguese, with every page once in its side navigation', async () => {
    const { router } = await renderApp('/documentation');

    expect(await screen.findByTestId('page-title')).toHaveTextContent('Entrar no console');
    expect(screen.getByTestId('page-title')).toHaveAttribute('lang', 'pt-BR');
    expect(screen.queryByText('Esta página está escrita em inglês.')).toBeNull();
    expect(router.state.location.pathname).toBe('/documentation/user-guide/signing-in');
    const pages = screen.getByRole('navigation', { name: 'Páginas da documentação' });
    expect(within(pages).getByRole('link', { name: 'Entrar no console' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Vários idiomas e direita para a esquerda' })).toHaveAttribute(
      'href',
      '/documentation/configuration/multi-language',
    );
    expect(within(pages).getAllByRole('link')).toHaveLength(19);
    // The main navigation names the sections only: each page is listed once, beside the page.
    const main = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(main).queryByRole('link', { name: 'Vários idiomas e direita para a esquerda' })).toBeNull();
    expect(within(main).getByRole('link', { name: 'Guia do usuário' })).toHaveAttribute(
      'href',
      '/documentation/user-guide/signing-in',
    );
  });

  it('shows a page not written in the user’s language in English, and says so', async () => {
    await renderApp('/documentation/getting-started/introduction');
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Introduction');
    expect(screen.getByTestId('documentation-article')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Esta página está escrita em inglês.')).toBeVisible();
  });

  it('finds a Portuguese word without its accents and shows where the page says it', async () => {
    const { user, router } = await renderApp('/documentation/getting-started/introduction');

    await user.type(await screen.findByRole('searchbox', { name: 'Pesquisar na documentação' }), 'importacao');
    const results = await screen.findByTestId('documentation-search-results');
    const link = within(results).getByRole('link', { name: /Lista de dispositivos e importação de CSV/ });
    expect(within(link).getByTestId('documentation-search-excerpt').querySelector('mark')).toHaveTextContent(
      /^importação$/i,
    );
    await user.click(link);
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Lista de dispositivos e importação de CSV');
    expect(router.state.location.pathname).toBe('/documentation/user-guide/device-list');
  });

  it('lists the page’s sections in its table of contents, linked to their headings', async () => {
    await renderApp('/documentation/configuration/multi-language');

    const toc = await screen.findByTestId('documentation-toc');
    const link = within(toc).getByRole('link', { name: 'Right to left' });
    const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
    expect(target).toHaveTextContent('Right to left');
    expect(target?.tagName).toBe('H2');
  });

  it('finds a word of another page and opens it', async () => {
    const { user, router } = await renderApp('/documentation/getting-started/introduction');

    await user.type(await screen.findByRole('searchbox', { name: 'Pesquisar na documentação' }), 'NOTIFY');
    const results = await screen.findByTestId('documentation-search-results');
    await user.click(within(results).getByRole('link', { name: /PostgreSQL, workers e escala/ }));

    expect(await screen.findByTestId('page-title')).toHaveTextContent('PostgreSQL, workers and scaling out');
    expect(router.state.location.pathname).toBe('/documentation/configuration/postgresql-and-scaling');
  });

  it('says so when no page matches the search', async () => {
    const { user } = await renderApp('/documentation/getting-started/introduction');
    await user.type(await screen.findByRole('searchbox', { name: 'Pesquisar na documentação' }), 'zzyzx');
    expect(await screen.findByText('Nenhuma página menciona “zzyzx”.')).toBeVisible();
  });

  it('highlights code and follows links between pages inside the app', async () => {
    const { user, router } = await renderApp('/documentation/getting-started/introduction');

    const article = await screen.findByTestId('documentation-article');
    await user.click(within(article).getByRole('link', { name: 'Installation' }));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Installation');
    expect(router.state.location.pathname).toBe('/documentation/getting-started/installation');
    expect(screen.getByTestId('documentation-article').querySelector('pre code .hljs-comment')).toHaveTextContent(
      '# install, build, and serve',
    );
  });

  it('shows the 404 page for a page the guide does not have', async () => {
    const { router } = await renderApp('/documentation/getting-started/nothing-here');
    await screen.findByText('404');
    expect(router.state.location.pathname).toBe('/pages/errors/error-404');
  });
});
