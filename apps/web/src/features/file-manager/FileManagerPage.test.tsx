import type { FileManagerItem, FileManagerPage } from '@conecta/contracts/file-manager';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedRequest, renderApp, sampleUsers } from '../../test/renderApp';

const base = '/api/file-manager-app';
const item = (id: string, name: string, changes: Partial<FileManagerItem> = {}): FileManagerItem => ({
  id: `5b1f0c2e-0000-4000-8000-00000000000${id}`,
  name,
  type: 'document',
  owner: 'me',
  canChange: true,
  size: 2048,
  modified: '2026-11-20T10:00:00.000Z',
  opened: null,
  created: '2026-11-01T10:00:00.000Z',
  extention: 'pdf',
  location: '/',
  parentId: null,
  offline: false,
  trashed: null,
  ...changes,
});
const reports = item('1', 'Relatórios', { type: 'folder', size: 0, extention: '', owner: 'public', canChange: false });
const contract = item('2', 'Contrato.pdf');
const inside = item('3', 'Orçamento.xlsx', {
  type: 'spreadsheet',
  extention: 'xlsx',
  owner: 'Ana Admin',
  canChange: false,
  parentId: reports.id,
  location: '/Relatórios',
});
const pageOf = (items: FileManagerItem[], breadcrumb: FileManagerPage['breadcrumb'] = []): FileManagerPage => ({
  items,
  total: items.length,
  totalIsEstimate: false,
  nextCursor: null,
  prevCursor: null,
  breadcrumb,
});

/** A stand-in for the drive: the top, one folder, the trash, and the changes the page sends. */
function mockDrive(answer: (request: RecordedRequest) => Response | undefined = () => undefined) {
  let top = [reports, contract];
  let trash: FileManagerItem[] = [];
  return mockFetch((request) => {
    const own = answer(request);
    if (own) return own;
    const [path = '', query = ''] = request.path.split('?');
    const params = new URLSearchParams(query);
    if (path === '/api/uploads/usage') return jsonResponse(200, { usedBytes: 2048, quotaBytes: 1024 * 1024 });
    if (request.method === 'GET' && path === `${base}/files`) {
      if (params.get('trash') === 'true') return jsonResponse(200, pageOf(trash));
      if (params.get('folder') === reports.id)
        return jsonResponse(200, pageOf([inside], [{ id: reports.id, name: reports.name }]));
      return jsonResponse(200, pageOf(top));
    }
    if (request.method === 'GET' && path.startsWith(`${base}/files/`)) {
      const found = [...top, ...trash, inside].find((one) => path.endsWith(one.id));
      return found ? jsonResponse(200, { ...found, opened: '2026-11-25T09:00:00.000Z' }) : jsonResponse(404, {});
    }
    if (request.method === 'PATCH') {
      const { name } = request.body as { name: string };
      top = top.map((one) => (path.endsWith(one.id) ? { ...one, name } : one));
      return jsonResponse(
        200,
        top.find((one) => path.endsWith(one.id)),
      );
    }
    if (request.method === 'POST' && path === `${base}/files/trash`) {
      const { ids } = request.body as { ids: string[] };
      trash = top.filter((one) => ids.includes(one.id)).map((one) => ({ ...one, trashed: '2026-11-25T10:00:00Z' }));
      top = top.filter((one) => !ids.includes(one.id));
      return jsonResponse(200, { items: trash });
    }
    if (request.method === 'POST' && path === `${base}/files/restore`) {
      top = [...top, ...trash.map((one) => ({ ...one, trashed: null }))];
      trash = [];
      return jsonResponse(200, { items: top });
    }
    return jsonResponse(404, { message: `No stand-in for ${request.method} ${request.path}` });
  });
}

describe('File manager page', { timeout: 45_000 }, () => {
  it('lists the drive in Portuguese, opens a folder with its breadcrumb, and shows an item’s details', async () => {
    mockDrive();
    const { user } = await renderApp('/apps/file-manager', { user: sampleUsers.user });
    const table = await screen.findByTestId('file-manager-table', {}, { timeout: 15_000 });
    expect(screen.getByTestId('page-title')).toHaveTextContent('Gerenciador de arquivos');
    expect(within(table).getByText('Empresa')).toBeVisible();
    expect(within(table).getByText('Pasta')).toBeVisible();
    expect(screen.getByText(/2 itens aqui\./)).toBeVisible();

    await user.click(within(table).getByRole('button', { name: 'Relatórios' }));
    const crumbs = await screen.findByRole('navigation', { name: 'Caminho da pasta' });
    await waitFor(() => expect(within(crumbs).getByText('Relatórios')).toHaveAttribute('aria-current', 'page'));
    expect(await screen.findByText('Orçamento.xlsx')).toBeVisible();
    expect(screen.getByText('Ana Admin')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Detalhes de “Orçamento.xlsx”' }));
    const details = await screen.findByTestId('file-manager-details');
    expect(await within(details).findByText('/Relatórios')).toBeVisible();
    expect(within(details).getByText('Planilha')).toBeVisible();
    expect(within(details).getByText('xlsx')).toBeVisible();
    // Ana's file: the reader may not change it, so no rename is offered.
    expect(within(details).queryByRole('button', { name: 'Renomear' })).toBeNull();

    await user.click(within(crumbs).getByRole('button', { name: 'Drive' }));
    expect(await screen.findByText('Contrato.pdf')).toBeVisible();
  });

  it('renames, refusing a name with a slash before sending, then trashes and restores', async () => {
    const { requests } = mockDrive();
    const { user } = await renderApp('/apps/file-manager', { user: sampleUsers.user });
    const table = await screen.findByTestId('file-manager-table', {}, { timeout: 15_000 });
    await user.click(within(table).getByRole('button', { name: 'Detalhes de “Contrato.pdf”' }));
    const details = await screen.findByTestId('file-manager-details');
    await user.click(await within(details).findByRole('button', { name: 'Renomear' }));
    const input = await screen.findByTestId('file-manager-name-input');
    await user.clear(input);
    await user.type(input, 'a/b');
    await user.click(screen.getByTestId('file-manager-name-save'));
    expect(await screen.findByText('Dê um nome de 1 a 120 caracteres, sem barras')).toBeVisible();
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
    await user.clear(input);
    await user.type(input, 'Contrato assinado.pdf');
    await user.click(screen.getByTestId('file-manager-name-save'));
    expect(await within(table).findByText('Contrato assinado.pdf')).toBeVisible();

    await user.click(within(table).getByRole('checkbox', { name: 'Selecionar “Contrato assinado.pdf”' }));
    await user.click(
      within(screen.getByTestId('file-manager-bulk-bar')).getByRole('button', { name: 'Mover para a lixeira' }),
    );
    await waitFor(() => expect(within(table).queryByText('Contrato assinado.pdf')).toBeNull());
    await user.click(screen.getByTestId('file-manager-trash'));
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar “Contrato assinado.pdf”' }));
    await user.click(within(screen.getByTestId('file-manager-bulk-bar')).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByTestId('file-manager-empty')).toHaveTextContent('A lixeira está vazia.');
  });

  it('says when the list fails, and offers to try again', async () => {
    mockDrive((request) =>
      request.path.startsWith(`${base}/files?`) ? jsonResponse(500, { message: 'boom' }) : undefined,
    );
    await renderApp('/apps/file-manager', { user: sampleUsers.user });
    const error = await screen.findByTestId('file-manager-error', {}, { timeout: 15_000 });
    expect(error).toHaveTextContent('Não foi possível carregar os arquivos.');
    expect(within(error).getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  });
});
