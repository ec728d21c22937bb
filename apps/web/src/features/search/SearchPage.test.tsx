import type { SearchResult, SearchResults } from '@conecta/contracts/search';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest, renderApp, sampleUsers } from '../../test/renderApp';

const base = '/api/search';
const device: SearchResult = {
  id: 'd1',
  kind: 'device',
  title: 'Samsung Galaxy A54',
  url: '/conecta/devicelist?device=d1',
  excerpt: 'IMEI · 356789012345678 · Ana Souza',
  rank: 1,
};
const mails: SearchResult[] = Array.from({ length: 12 }, (_, index) => ({
  id: `m${index + 1}`,
  kind: 'mail',
  title: `Portabilidade ${index + 1}`,
  url: `/apps/mail/inbox/m${index + 1}`,
  excerpt: `Pedido de portabilidade da linha ${index + 1}`,
  rank: 0.5 - index / 100,
}));
const everything = [device, ...mails];

/** A stand-in for `GET /api/search` that pages and filters like the server; `answer` decides first. */
function mockSearchApi(
  answer: (request: RecordedRequest) => Response | Promise<Response> | undefined = () => undefined,
) {
  return mockFetch((request) => {
    const own = answer(request);
    if (own) return own;
    const url = new URL(request.path, 'http://localhost');
    if (request.method === 'GET' && url.pathname === base) {
      const q = url.searchParams.get('q') ?? '';
      const kind = url.searchParams.get('kind');
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const found = q === 'nada' ? [] : everything;
      const shown = kind ? found.filter((result) => result.kind === kind) : found;
      const body: SearchResults = {
        q,
        results: shown.slice((page - 1) * limit, page * limit),
        total: shown.length,
        totalMore: false,
        page,
        limit,
        facets: found.length
          ? [
              { kind: 'device', count: 1, more: false },
              { kind: 'mail', count: 12, more: false },
            ]
          : [],
      };
      return jsonResponse(200, body);
    }
    return jsonResponse(404, { message: `No stand-in for ${request.method} ${request.path}` });
  });
}
const searches = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path.startsWith(`${base}?`)).map((request) => request.path);

describe('Search pages', { timeout: 45_000 }, () => {
  it('shows the results of the URL’s query with the count, marked words, kinds and pages (classic)', async () => {
    const { requests } = mockSearchApi();
    const { user } = await renderApp('/pages/search/classic?q=portabilidade', { user: sampleUsers.user });
    expect(await screen.findByText(/13 resultados para “portabilidade”/, {}, { timeout: 15_000 })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Resultados da busca' });
    expect(within(list).getAllByRole('link')).toHaveLength(10);
    expect(within(list).getByRole('link', { name: /Samsung Galaxy A54/ })).toHaveAttribute(
      'href',
      '/conecta/devicelist?device=d1',
    );
    expect(list.querySelector('mark')).toHaveTextContent(/portabilidade/i);

    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    await waitFor(() => expect(searches(requests).at(-1)).toContain('page=2'));
    expect(await screen.findByRole('link', { name: /linha 12/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'E-mails (12)' }));
    await waitFor(() => expect(searches(requests).at(-1)).toContain('kind=mail'));
    expect(screen.getByRole('button', { name: 'E-mails (12)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws the modern layout with the kinds beside the results, and says when nothing matches', async () => {
    mockSearchApi();
    await renderApp('/pages/search/modern?q=portabilidade', { user: sampleUsers.user });
    expect(await screen.findByRole('heading', { level: 1, name: 'Busca' }, { timeout: 15_000 })).toBeVisible();
    expect(await screen.findByRole('navigation', { name: 'Tipos de resultado' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Resultados da busca' })).toBeVisible();

    mockSearchApi();
    await renderApp('/pages/search/modern?q=nada', { user: sampleUsers.user });
    expect(await screen.findByText('Nada corresponde a “nada”.', {}, { timeout: 15_000 })).toBeVisible();
  });

  it('asks for a query before searching, shows placeholder rows while it loads, and retries after a failure', async () => {
    let fail = true;
    let answer: ((response: Response) => void) | undefined;
    const { requests } = mockSearchApi((request) => {
      if (!request.path.startsWith(`${base}?`)) return undefined;
      if (fail) return jsonResponse(500, { message: 'down' });
      if (!answer) return new Promise<Response>((resolve) => (answer = resolve));
      return undefined;
    });
    const { user } = await renderApp('/pages/search/classic', { user: sampleUsers.user });
    expect(await screen.findByTestId('search-start', {}, { timeout: 15_000 })).toBeVisible();
    expect(searches(requests)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Buscar no console' }), 'galaxy{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível fazer a busca.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('status', { name: 'Buscando' })).toBeVisible();
    await act(async () => answer?.(jsonResponse(500, { message: 'x' })));
  });
});
