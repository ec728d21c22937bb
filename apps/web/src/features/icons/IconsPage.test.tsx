import type { IconCatalogue, IconEntry } from '@conecta/contracts/icons';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest, renderApp, sampleUsers } from '../../test/renderApp';

const entry = (name: string, tags: string[], categories: IconEntry['categories']): IconEntry => ({
  name,
  version: 9,
  unsupported_families: [],
  categories,
  tags,
  sizes_px: [18, 20, 24],
});
const catalogue: IconCatalogue = [
  entry('AccessAlarm', ['access', 'alarm'], ['notification']),
  entry('ArrowBack', ['arrow', 'back'], ['navigation']),
  entry('Check', ['check'], ['toggle']),
  entry('CheckCircle', ['check', 'circle'], ['toggle']),
  entry('Phone', ['phone'], ['communication']),
];

/** A stand-in for `/api/icons`; `answer` decides first and may fall through. */
function mockIconsApi(
  answer: (request: RecordedRequest) => Response | Promise<Response> | undefined = () => undefined,
) {
  return mockFetch((request) => {
    const own = answer(request);
    if (own) return own;
    const url = new URL(request.path, 'http://localhost');
    if (url.pathname === '/api/icons') return jsonResponse(200, catalogue);
    if (url.pathname === '/api/icons/svg') {
      const family = url.searchParams.get('family') ?? 'Filled';
      const names = (url.searchParams.get('names') ?? '').split(',');
      return jsonResponse(200, {
        icons: names.map((name) => ({
          name,
          exportName: family === 'Filled' ? name : `${name}${family}`,
          elements: [{ tag: 'path', attrs: { d: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z' } }],
        })),
      });
    }
    return jsonResponse(404, { message: `No stand-in for ${request.method} ${request.path}` });
  });
}

const cells = () => screen.getAllByTestId(/^icon-[A-Z]/).map((cell) => cell.getAttribute('title'));

describe('Icons page', { timeout: 90_000 }, () => {
  // jsdom lays nothing out: the virtualised grid is given a box of 800 × 600 to fill.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the catalogue drawn from the server, filters it by name, and copies an icon’s name and import line', async () => {
    const { requests } = mockIconsApi();
    const { user } = await renderApp('/ui/icons', { user: sampleUsers.user });
    expect(await screen.findByText('5 ícones.', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Ícones');
    expect(cells()).toEqual(['AccessAlarm', 'ArrowBack', 'Check', 'CheckCircle', 'Phone']);
    // The drawings come from the server, by rows, not from the icons' code.
    await waitFor(() => expect(screen.getByTestId('icon-Check').querySelector('svg path')).not.toBeNull());
    expect(requests.some((request) => request.path.startsWith('/api/icons/svg?names='))).toBe(true);

    await user.type(screen.getByRole('textbox', { name: 'Buscar por nome ou etiqueta' }), 'check');
    expect(await screen.findByText('2 de 5 ícones correspondem.')).toBeVisible();
    expect(cells()).toEqual(['Check', 'CheckCircle']);

    await user.click(screen.getByTestId('icon-CheckCircle'));
    const details = screen.getByRole('region', { name: 'Ícone escolhido' });
    expect(await within(details).findByTestId('icon-name')).toHaveTextContent('CheckCircle');
    await user.click(within(details).getByRole('button', { name: 'Copiar a linha de import' }));
    expect(await navigator.clipboard.readText()).toBe("import CheckCircleIcon from '@mui/icons-material/CheckCircle';");
    expect(await screen.findByText(/Copiado: import CheckCircleIcon/)).toBeVisible();
    await user.click(within(details).getByRole('button', { name: 'Copiar o nome' }));
    expect(await navigator.clipboard.readText()).toBe('CheckCircle');
  });

  it('finds an icon by the start of a tag, and narrows the search to a category', async () => {
    mockIconsApi();
    const { user } = await renderApp('/ui/icons?q=alar', { user: sampleUsers.user });
    expect(await screen.findByText('1 de 5 ícones corresponde.', {}, { timeout: 15_000 })).toBeVisible();
    expect(cells()).toEqual(['AccessAlarm']);
    await user.click(screen.getByRole('combobox', { name: 'Categoria' }));
    await user.click(await screen.findByRole('option', { name: 'Navegação' }));
    expect(await screen.findByText('Nenhum ícone desta categoria corresponde a “alar”.')).toBeVisible();
  });

  it('copies the import line of the chosen style', async () => {
    mockIconsApi();
    const { user } = await renderApp('/ui/icons?family=Outlined', { user: sampleUsers.user });
    await user.click(await screen.findByTestId('icon-Phone', {}, { timeout: 15_000 }));
    const details = screen.getByRole('region', { name: 'Ícone escolhido' });
    expect(
      await within(details).findByText("import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';"),
    ).toBeVisible();
  });

  it('shows placeholders while the catalogue loads, and says when it could not be loaded, then tries again', async () => {
    let answer: (response: Response) => void = () => {};
    let fail = true;
    mockIconsApi((request) => {
      if (request.path !== '/api/icons') return undefined;
      if (fail) return new Promise<Response>((resolve) => (answer = resolve));
      return undefined;
    });
    const { user } = await renderApp('/ui/icons', { user: sampleUsers.user });
    expect(await screen.findByTestId('icons-loading', {}, { timeout: 15_000 })).toBeVisible();
    await act(async () => answer(jsonResponse(500, { message: 'down' })));
    const alert = await screen.findByTestId('icons-error');
    expect(alert).toHaveTextContent('Não foi possível carregar os ícones.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('5 ícones.')).toBeVisible();
  });
});
