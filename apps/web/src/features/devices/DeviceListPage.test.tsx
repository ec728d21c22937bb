import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberListPage } from '../../shell/data-grid/listUrlState';
import { languageChanged } from '../../shell/i18n/languageSlice';
import { jsonResponse, renderApp, sampleUsers } from '../../test/renderApp';
import { listOf, listQueries, mockDeviceApi, sampleDevices } from './testServer';

const grid = () => screen.getByTestId('device-grid');
/** The first page in a test file loads the grid's code, which takes a while on a busy machine. */
const rowsShown = () => screen.findByText('356938035643809', {}, { timeout: 15_000 });
const rowOf = (imei: string) => {
  const cell = within(grid()).getByText(imei);
  return cell.closest('[role="row"]') as HTMLElement;
};

// The Data Grid renders every cell in jsdom (no virtualization there): give each test room on a busy machine.
describe('device list on a phone', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('innerWidth', 390));

  it('opens the filters from one button, and counts the chosen ones on it', async () => {
    mockDeviceApi();
    const { user, router } = await renderApp('/conecta/devicelist?kind=router', { user: sampleUsers.user });
    await rowsShown();
    expect(screen.queryByTestId('device-filter-status')).not.toBeInTheDocument();
    const open = screen.getByTestId('device-filters-open');
    expect(open).toHaveTextContent('Filtros (1)');

    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.click(within(dialog).getByTestId('device-filter-status'));
    await user.click(await screen.findByRole('option', { name: 'Ativo' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=active'));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Ver dispositivos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('device-filters-open')).toHaveTextContent('Filtros (2)');
  });
});

describe('device list', { timeout: 20_000 }, () => {
  // A wide screen, which shows every default column and filter (narrower ones hide some).
  beforeEach(() => vi.stubGlobal('innerWidth', 1920));

  it('shows the devices the API sends, each field as people read it', async () => {
    const { requests } = mockDeviceApi();
    await renderApp('/conecta/devicelist', { user: sampleUsers.user });

    expect(await rowsShown()).toBeVisible();
    expect(screen.getByTestId('device-total')).toHaveTextContent('3 dispositivos');

    const first = rowOf('356938035643809');
    expect(first).toHaveTextContent('+55 11 98765-4321');
    expect(first).toHaveTextContent('Ativo');
    expect(first).toHaveTextContent('Celular');
    expect(first).toHaveTextContent('Sam Staff');
    expect(first).toHaveTextContent('há 3 horas');
    expect(rowOf('490154203237518')).toHaveTextContent('Suspenso');
    expect(rowOf('490154203237518')).toHaveTextContent('Sem responsável');
    expect(rowOf('353918057766517')).toHaveTextContent('Nunca');

    // The first page, newest changes first, as many rows as the smallest page size.
    const [query] = listQueries(requests);
    expect(Object.fromEntries(query ?? [])).toEqual({ sort: 'updatedAt', order: 'desc', limit: '25' });
  });

  it('asks the API for the filters, sort and position in the URL', async () => {
    const { requests } = mockDeviceApi();
    rememberListPage('/conecta/devicelist', { page: 2, cursor: 'abc', dir: 'after' });
    await renderApp(
      '/conecta/devicelist?status=active,suspended&kind=router&network=5G&state=SP&manufacturer=Huawei&owner=none&q=3569&sort=imei&order=asc&size=50&cursor=abc',
      { user: sampleUsers.user },
    );
    await rowsShown();

    const [query] = listQueries(requests);
    expect(Object.fromEntries(query ?? [])).toEqual({
      status: 'active,suspended',
      kind: 'router',
      network: '5G',
      state: 'SP',
      manufacturer: 'Huawei',
      owner: 'none',
      q: '3569',
      sort: 'imei',
      order: 'asc',
      limit: '50',
      cursor: 'abc',
    });
    // The filters show what the URL holds.
    expect(screen.getByTestId('device-search')).toHaveValue('3569');
    expect(screen.getByTestId('device-filter-status')).toHaveTextContent('Ativo +1');
    expect(screen.getByTestId('device-filter-owner')).toHaveValue('Sem responsável');
  });

  it('searches as the user types, once typing pauses, and keeps the search in the URL', async () => {
    // On page 2 of 60 devices.
    const { requests } = mockDeviceApi((request) =>
      request.path.startsWith('/api/devices?')
        ? jsonResponse(200, listOf(sampleDevices, { total: 60, nextCursor: 'next', prevCursor: 'previous' }))
        : undefined,
    );
    const { user, router } = await renderApp('/conecta/devicelist?page=2&cursor=abc', { user: sampleUsers.user });
    await rowsShown();

    await user.type(screen.getByTestId('device-search'), '35693');
    await waitFor(() => expect(router.state.location.search).toContain('q=35693'));
    // A new search starts from the first page.
    expect(router.state.location.search).not.toContain('cursor');
    await waitFor(() => expect(listQueries(requests).at(-1)?.get('q')).toBe('35693'));
    // One request for the page, one for the finished search: not one per key.
    expect(listQueries(requests).map((query) => query.get('q'))).toEqual([null, '35693']);
  });

  it('picks a status from the filter and sends it', async () => {
    const { requests } = mockDeviceApi();
    const { user, router } = await renderApp('/conecta/devicelist', { user: sampleUsers.user });
    await rowsShown();

    await user.click(screen.getByTestId('device-filter-status'));
    await user.click(await screen.findByRole('option', { name: 'Suspenso' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=suspended'));
    await waitFor(() => expect(listQueries(requests).at(-1)?.get('status')).toBe('suspended'));
  });

  it('says so when no device matches, and offers a retry when the list fails', async () => {
    let fail = false;
    mockDeviceApi((request) => {
      if (!request.path.startsWith('/api/devices?')) return undefined;
      return fail ? jsonResponse(500, { message: 'boom' }) : jsonResponse(200, listOf([]));
    });
    const { user } = await renderApp('/conecta/devicelist?status=stolen', { user: sampleUsers.user });
    expect(await screen.findByText('Nenhum dispositivo corresponde a estes filtros.')).toBeVisible();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByTestId('grid-error')).toHaveTextContent('Não foi possível carregar a lista.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Ainda não há dispositivos. Cadastre um ou importe um CSV.')).toBeVisible();
  });

  it('shows a user no write controls at all', async () => {
    mockDeviceApi();
    await renderApp('/conecta/devicelist', { user: sampleUsers.user });
    await rowsShown();

    expect(within(grid()).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByTestId('device-new')).not.toBeInTheDocument();
    expect(screen.queryByTestId('device-import')).not.toBeInTheDocument();
    expect(screen.getByTestId('device-export')).toBeVisible();
  });

  it('gives staff selection and "new device", and admins the import too', async () => {
    mockDeviceApi();
    const staff = await renderApp('/conecta/devicelist', { user: sampleUsers.staff });
    await rowsShown();
    expect(within(grid()).getAllByRole('checkbox').length).toBe(sampleDevices.length + 1);
    expect(screen.getByTestId('device-new')).toBeVisible();
    expect(screen.queryByTestId('device-import')).not.toBeInTheDocument();
    staff.unmount();

    await renderApp('/conecta/devicelist', { user: sampleUsers.admin });
    await rowsShown();
    expect(screen.getByTestId('device-import')).toBeVisible();
  });

  it('changes the status of the selected devices at once and says how many changed', async () => {
    const { requests } = mockDeviceApi((request) =>
      request.path === '/api/devices/bulk/status' ? jsonResponse(200, { changed: 2 }) : undefined,
    );
    const { user } = await renderApp('/conecta/devicelist', { user: sampleUsers.staff });
    await rowsShown();

    await user.click(within(rowOf('356938035643809')).getByRole('checkbox'));
    await user.click(within(rowOf('490154203237518')).getByRole('checkbox'));
    // The bulk actions' code comes with the first selection.
    const bar = await screen.findByTestId('bulk-bar');
    expect(bar).toHaveTextContent('2 selecionados');
    // Staff may not delete; only admins see that.
    expect(within(bar).queryByTestId('bulk-delete')).not.toBeInTheDocument();

    const pagesBefore = listQueries(requests).length;
    await user.click(within(bar).getByTestId('bulk-status'));
    await user.click(await screen.findByRole('menuitem', { name: 'Suspenso' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('2 dispositivos suspensos');
    expect(requests.find((request) => request.path === '/api/devices/bulk/status')?.body).toEqual({
      ids: [sampleDevices[0]?.id, sampleDevices[1]?.id],
      status: 'suspended',
    });
    // The list is asked again, and the spent selection is gone.
    await waitFor(() => expect(listQueries(requests).length).toBe(pagesBefore + 1));
    expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument();
  });

  it('offers every matching device once the page is selected, and changes them by filter on the server', async () => {
    const { requests } = mockDeviceApi((request) => {
      if (request.path === '/api/devices/bulk/status') return jsonResponse(200, { changed: 4980 });
      return request.path.startsWith('/api/devices?')
        ? jsonResponse(200, listOf(sampleDevices, { total: 5000, nextCursor: 'next' }))
        : undefined;
    });
    const { user } = await renderApp('/conecta/devicelist?status=active,suspended&q=moto', {
      user: sampleUsers.staff,
    });
    await rowsShown();

    await user.click(within(grid()).getByRole('checkbox', { name: 'Selecionar todas as linhas' }));
    const bar = await screen.findByTestId('bulk-bar');
    expect(within(bar).getByTestId('bulk-count')).toHaveTextContent('3 selecionados');
    // The count is the server's, in the user's numbers.
    await user.click(within(bar).getByRole('button', { name: 'Selecionar todos os 5.000 dispositivos' }));
    expect(within(bar).getByTestId('bulk-count')).toHaveTextContent('Todos os 5.000 dispositivos selecionados');
    expect(within(bar).queryByTestId('bulk-select-all')).not.toBeInTheDocument();

    await user.click(within(bar).getByTestId('bulk-status'));
    await user.click(await screen.findByRole('menuitem', { name: 'Suspenso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('4.980 dispositivos suspensos');
    // The filter goes, not the 3 ids on screen: the server takes every device it matches.
    expect(requests.find((request) => request.path === '/api/devices/bulk/status')?.body).toEqual({
      filter: { status: 'active,suspended', q: 'moto' },
      status: 'suspended',
    });
    await waitFor(() => expect(screen.queryByTestId('bulk-bar')).not.toBeInTheDocument());
  });

  it('goes back to the rows chosen when one of the page is unticked after "select all"', async () => {
    mockDeviceApi((request) =>
      request.path.startsWith('/api/devices?')
        ? jsonResponse(200, listOf(sampleDevices, { total: 5000, nextCursor: 'next' }))
        : undefined,
    );
    const { user } = await renderApp('/conecta/devicelist', { user: sampleUsers.staff });
    await rowsShown();
    await user.click(within(grid()).getByRole('checkbox', { name: 'Selecionar todas as linhas' }));
    const bar = await screen.findByTestId('bulk-bar');
    await user.click(within(bar).getByTestId('bulk-select-all'));
    await user.click(within(rowOf('356938035643809')).getByRole('checkbox'));
    expect(within(bar).getByTestId('bulk-count')).toHaveTextContent('2 selecionados');
  });

  it('honours ?page=N: enters the list there, numbers it so, and writes the page when paging', async () => {
    const { requests } = mockDeviceApi((request) =>
      request.path.startsWith('/api/devices?')
        ? jsonResponse(200, listOf(sampleDevices, { total: 120, nextCursor: 'next-c', prevCursor: 'prev-c' }))
        : undefined,
    );
    const { user, router } = await renderApp('/conecta/devicelist?page=3', { user: sampleUsers.user });
    await rowsShown();
    expect(Object.fromEntries(listQueries(requests)[0] ?? [])).toEqual({
      sort: 'updatedAt',
      order: 'desc',
      limit: '25',
      offset: '50',
    });
    expect(within(grid()).getByText(/página 3 de 5/)).toBeVisible();

    await user.click(within(grid()).getByRole('button', { name: /próxima página/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=4&cursor=next-c'));
    expect(listQueries(requests).at(-1)?.get('cursor')).toBe('next-c');
    expect(within(grid()).getByText(/página 4 de 5/)).toBeVisible();
  });

  it('exports the filtered, sorted view (without paging) for every role', async () => {
    // jsdom has no object URLs; the download needs one.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:devices'), revokeObjectURL: vi.fn() });
    const { requests } = mockDeviceApi((request) =>
      request.path.startsWith('/api/devices/export.csv')
        ? new Response('id,imei\n', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="devices-2025-03-01.csv"',
            },
          })
        : undefined,
    );
    const { user, store } = await renderApp('/conecta/devicelist?status=active&q=3569&sort=imei&order=asc&size=50', {
      user: sampleUsers.user,
    });
    await rowsShown();

    const exportQuery = async () => {
      const before = requests.length;
      await user.click(screen.getByTestId('device-export'));
      await waitFor(() => expect(screen.getByTestId('device-export')).toBeEnabled());
      const exported = requests.slice(before).find((request) => request.path.startsWith('/api/devices/export.csv'));
      const [path, query] = (exported?.path ?? '').split('?');
      expect(path).toBe('/api/devices/export.csv');
      return Object.fromEntries(new URLSearchParams(query));
    };
    // pt-BR spreadsheets read `;` as the cell separator.
    expect(await exportQuery()).toEqual({ status: 'active', q: '3569', sort: 'imei', order: 'asc', delimiter: ';' });
    act(() => {
      store.dispatch(languageChanged('en'));
    });
    await waitFor(() => expect(screen.getByTestId('device-export')).toHaveTextContent('Export CSV'));
    expect(await exportQuery()).toMatchObject({ status: 'active', delimiter: ',' });
  });
});
