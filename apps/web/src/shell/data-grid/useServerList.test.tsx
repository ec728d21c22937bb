import type { KeysetPage } from '@conecta/contracts/list';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../test/renderApp';
import { selectMessage } from '../message/messageSlice';
import { downloadCsv } from './downloadCsv';
import { rememberListPage } from './listUrlState';
import { exportParams, type ServerListQueryResult, useServerList } from './useServerList';

vi.mock('./downloadCsv', () => ({ downloadCsv: vi.fn(async () => undefined) }));

interface Phone {
  id: string;
  model: string;
}

const filterKeys = ['q', 'status', 'kind'] as const;
const sortFields = ['model', 'updatedAt'];
const onePage: KeysetPage<Phone> = {
  items: [
    { id: 'a', model: 'Moto G' },
    { id: 'b', model: 'Galaxy' },
  ],
  total: 60,
  totalIsEstimate: false,
  nextCursor: 'next-cursor',
  prevCursor: null,
};

/** Renders the hook at `url` in a store and router, as a page would; `asked` holds every query the endpoint got. */
function renderList(url: string, preferencesView = 'devices') {
  const asked: Record<string, string>[] = [];
  const refetch = vi.fn();
  const useQuery = (params: Record<string, string>): ServerListQueryResult<Phone> => {
    asked.push(params);
    return { data: onePage, isFetching: false, isError: false, refetch };
  };
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </Provider>
  );
  const view = renderHook(
    () => ({
      list: useServerList({
        useQuery,
        filterKeys,
        sortFields,
        defaultSort: 'updatedAt',
        defaultOrder: 'desc',
        preferencesView,
        defaultHiddenColumns: { kind: false },
        csvExport: { path: '/phones/export.csv', fileName: 'phones.csv' },
      }),
      location: useLocation(),
    }),
    { wrapper },
  );
  const query = () => new URLSearchParams(view.result.current.location.search);
  return { ...view, asked, refetch, store, query };
}

let requests: RecordedRequest[];
beforeEach(() => {
  // The stored column preferences of the user: the kind column shown, compact rows.
  ({ requests } = mockFetch((request) =>
    request.method === 'GET'
      ? jsonResponse(200, { columnVisibility: { model: true, kind: true }, density: 'compact' })
      : jsonResponse(200, request.body),
  ));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(downloadCsv).mockClear();
});

describe('useServerList', () => {
  it('reads filters, sort and position from the URL and asks the endpoint for exactly that view', () => {
    // This tab has been on page 3 (the URL keeps the position, not the page number).
    rememberListPage('/phones', { page: 2, cursor: 'c2', dir: 'after' });
    const { result, asked } = renderList('/phones?status=active&q=moto&sort=model&order=asc&size=50&cursor=c2');

    expect(asked.at(-1)).toEqual({
      status: 'active',
      q: 'moto',
      sort: 'model',
      order: 'asc',
      limit: '50',
      cursor: 'c2',
    });
    const { list } = result.current;
    expect(list.search).toBe('moto');
    expect(list.hasFilters).toBe(true);
    expect(list.gridProps.list.page).toBe(2);
    expect(list.gridProps.rows).toEqual(onePage.items);
    expect(list.gridProps.page?.total).toBe(60);
  });

  it('numbers a position by the page its URL names (a shared link), else starts from the first page', () => {
    const shared = renderList('/phones?status=active&cursor=never-seen&page=7');
    expect(shared.asked.at(-1)).toEqual({
      status: 'active',
      sort: 'updatedAt',
      order: 'desc',
      limit: '25',
      cursor: 'never-seen',
    });
    expect(shared.result.current.list.gridProps.list.page).toBe(6);
    shared.unmount();

    // A cursor with no page number that this tab has not shown: not numbered wrongly.
    const { result, asked } = renderList('/phones?status=active&cursor=never-seen-either');
    expect(asked.at(-1)).toEqual({ status: 'active', sort: 'updatedAt', order: 'desc', limit: '25' });
    expect(result.current.list.gridProps.list.page).toBe(0);
  });

  it('enters the list at a bare ?page=N by offset, once, within the bound the server counts to', () => {
    const { result, asked } = renderList('/phones?status=active&size=50&page=3');
    expect(asked.at(-1)).toEqual({ status: 'active', sort: 'updatedAt', order: 'desc', limit: '50', offset: '100' });
    expect(result.current.list.gridProps.list.page).toBe(2);
    // The export takes the whole view, wherever the list was entered.
    expect(exportParams(asked.at(-1) ?? {})).toEqual({ status: 'active', sort: 'updatedAt', order: 'desc' });

    // Past 10,000 rows the server does not skip: the list starts from the top.
    const far = renderList('/phones?page=402');
    expect(far.asked.at(-1)).toEqual({ sort: 'updatedAt', order: 'desc', limit: '25' });
    expect(far.result.current.list.gridProps.list.page).toBe(0);
  });

  it('falls back to the default sort and the first page when the URL holds nothing valid', () => {
    const { asked } = renderList('/phones?sort=password&size=7&page=x');
    expect(asked.at(-1)).toEqual({ sort: 'updatedAt', order: 'desc', limit: '25' });
  });

  it('writes a new search to the URL and starts again from the first page', () => {
    const { result, asked, query } = renderList('/phones?status=active&page=2&cursor=c1');

    act(() => result.current.list.setSearch('galaxy'));

    expect(query().get('q')).toBe('galaxy');
    expect(query().get('status')).toBe('active');
    expect(query().has('cursor')).toBe(false);
    expect(query().has('page')).toBe(false);
    expect(asked.at(-1)).toEqual({ status: 'active', q: 'galaxy', sort: 'updatedAt', order: 'desc', limit: '25' });

    // An empty search leaves the URL rather than standing in it as `q=`.
    act(() => result.current.list.setSearch(''));
    expect(query().has('q')).toBe(false);
  });

  it('resets the position when a filter or the sort changes, and clears every filter at once', () => {
    const { result, query } = renderList('/phones?q=moto&page=2&cursor=c1');

    act(() => result.current.list.setFilters({ kind: 'router' }));
    expect(query().get('kind')).toBe('router');
    expect(query().has('cursor')).toBe(false);

    act(() => result.current.list.gridProps.list.setPosition({ page: 1, cursor: 'c9', dir: 'after' }));
    expect(query().get('cursor')).toBe('c9');
    // The page number is written beside the cursor (from 1), so a link or a reload says "page 2" too.
    expect(query().get('page')).toBe('2');
    expect(result.current.list.gridProps.list.page).toBe(1);
    act(() => result.current.list.gridProps.list.setPosition({ page: 0, dir: 'after' }));
    expect(query().has('page')).toBe(false);
    act(() => result.current.list.gridProps.list.setPosition({ page: 1, cursor: 'c9', dir: 'after' }));

    act(() => result.current.list.gridProps.list.setSort('model', 'asc'));
    expect(query().get('sort')).toBe('model');
    expect(query().get('order')).toBe('asc');
    expect(query().has('cursor')).toBe(false);
    expect(query().has('page')).toBe(false);

    act(() => result.current.list.clearFilters());
    expect([...query().keys()]).toEqual(['sort', 'order']);
    expect(result.current.list.hasFilters).toBe(false);
  });

  it('keeps a selection for the rows it was made on and drops it when the view changes', () => {
    const { result } = renderList('/phones');
    const select = (ids: string[]): GridRowSelectionModel => ({ type: 'include', ids: new Set(ids) });

    act(() => result.current.list.gridProps.onRowSelectionModelChange(select(['a', 'b'])));
    expect(result.current.list.selectedIds).toEqual(['a', 'b']);
    expect([...result.current.list.gridProps.rowSelectionModel.ids]).toEqual(['a', 'b']);

    act(() => result.current.list.clearSelection());
    expect(result.current.list.selectedIds).toEqual([]);

    act(() => result.current.list.gridProps.onRowSelectionModelChange(select(['b'])));
    act(() => result.current.list.setFilters({ status: 'lost' }));
    expect(result.current.list.selectedIds).toEqual([]);
    expect(result.current.list.gridProps.rowSelectionModel.ids.size).toBe(0);
  });

  it("shows the user's stored columns and density, and stores their changes", async () => {
    const { result } = renderList('/phones');

    // Until the stored choice arrives, the list's defaults.
    expect(result.current.list.gridProps.columnVisibilityModel).toEqual({ kind: false });
    await waitFor(() => expect(result.current.list.gridProps.density).toBe('compact'));
    expect(result.current.list.gridProps.columnVisibilityModel).toEqual({ kind: true, model: true });
    expect(requests[0]?.path).toBe('/api/preferences/devices');

    act(() => result.current.list.gridProps.onColumnVisibilityModelChange({ model: false, kind: true }));
    act(() => result.current.list.gridProps.onDensityChange('comfortable'));
    // Shown at once; saved once, after the changes settle.
    expect(result.current.list.gridProps.columnVisibilityModel).toEqual({ kind: true, model: false });
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/api/preferences/devices',
      body: { columnVisibility: { model: false, kind: true }, density: 'comfortable' },
    });
  });

  it('stores the columns of any list under the name its feature gives it, with nothing else to edit', async () => {
    const { result } = renderList('/contacts', 'contacts');
    await waitFor(() => expect(result.current.list.gridProps.density).toBe('compact'));
    expect(requests.map((request) => request.path)).toEqual(['/api/preferences/contacts']);
  });

  it('stops at once on a view name the server would refuse, rather than forget the choices on every visit', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderList('/contacts', 'My contacts')).toThrow('"My contacts" is not a view name');
    expect(requests).toEqual([]);
  });

  it('exports the view as filtered and sorted, without its page position', async () => {
    const { result } = renderList('/phones?status=active&q=moto&sort=model&order=asc&size=50&page=3&cursor=c2');

    await act(() => result.current.list.exportCsv());

    expect(downloadCsv).toHaveBeenCalledWith(
      '/phones/export.csv',
      { status: 'active', q: 'moto', sort: 'model', order: 'asc' },
      'phones.csv',
    );
    expect(result.current.list.exporting).toBe(false);
  });

  it('says so when the export fails', async () => {
    vi.mocked(downloadCsv).mockRejectedValueOnce(new Error('Export failed with 500'));
    const { result, store } = renderList('/phones');

    await act(() => result.current.list.exportCsv());

    expect(selectMessage(store.getState())).toMatchObject({
      message: 'Não foi possível exportar a lista.',
      variant: 'error',
    });
    expect(result.current.list.exporting).toBe(false);
  });

  it('retries the request of the current view', () => {
    const { result, refetch } = renderList('/phones');
    act(() => result.current.list.gridProps.onRetry());
    expect(refetch).toHaveBeenCalledOnce();
  });
});
