import { maxPageOffset } from '@conecta/contracts/list';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Page sizes the lists offer; the free Data Grid stops at 100. */
export const pageSizes = [25, 50, 100] as const;

/**
 * Where a list is: its filters, sort and keyset position, all kept in the URL so a view can be
 * bookmarked, shared and reloaded.
 *
 * The lists page by keyset, so `cursor` + `dir` is the position and `page` (0-based here, `?page=N`
 * from 1 in the URL) is the number shown for it, written beside the cursor as the user pages. A
 * `?page=N` without a cursor (typed, or a link from before cursors) means "rows (N−1)×size + 1 on":
 * the list is entered there by `offset` once (up to `maxPageOffset` rows), and the page's cursors
 * lead on. Beyond that bound, or for a page past the end, the list starts from the first page or goes to the last.
 */
export interface ListPosition {
  page: number;
  pageSize: number;
  cursor?: string;
  dir: 'after' | 'before';
  /** Rows skipped to enter the list at `page` from a bare `?page=N` (no cursor). */
  offset?: number;
  /** Rows of the last page when the total is known (the remainder), so its numbering stays true. */
  take?: number;
  sort: string;
  order: 'asc' | 'desc';
}

export interface ListUrlState<F extends string> extends ListPosition {
  filters: Partial<Record<F, string>>;
  /** The query string for the API: filters, sort, order, limit, cursor, direction. */
  apiParams: Record<string, string>;
  setFilters(changes: Partial<Record<F, string | undefined>>): void;
  setSort(sort: string | undefined, order: 'asc' | 'desc' | undefined): void;
  setPosition(position: Pick<ListPosition, 'page' | 'cursor' | 'dir' | 'take'> & { pageSize?: number }): void;
}

/**
 * The page numbers of the keyset positions this tab has shown, for URLs that hold a cursor but no
 * `page` (bookmarks from before it was written): such a position this tab has not seen starts again
 * from the first page rather than number its rows wrongly.
 */
const pageMemoryKey = 'listPages';
const pageMemorySize = 200;

function positionKey(pathname: string, position: Pick<ListPosition, 'cursor' | 'dir' | 'take'>): string {
  return [pathname, position.dir, position.cursor ?? '', position.take ?? ''].join('|');
}

function readPageMemory(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(pageMemoryKey) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Remembers which page a position is (exported for tests that start on a later page). */
export function rememberListPage(pathname: string, position: Pick<ListPosition, 'page' | 'cursor' | 'dir' | 'take'>) {
  const memory = readPageMemory();
  memory[positionKey(pathname, position)] = position.page;
  const entries = Object.entries(memory).slice(-pageMemorySize);
  try {
    sessionStorage.setItem(pageMemoryKey, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage can be blocked: the page number then starts again after a reload.
  }
}

/** Reads and writes one list's state in the URL; every change that alters the rows goes back to page 1. */
export function useListUrlState<F extends string>(options: {
  filterKeys: readonly F[];
  defaultSort: string;
  defaultOrder: 'asc' | 'desc';
  /** Valid sort fields; anything else in the URL falls back to the default. */
  sortFields: readonly string[];
}): ListUrlState<F> {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // Changes start from the URL as it is now: two quick changes (a search settling, then a sort) must
  // not undo each other. Navigations render in a transition, so what this render saw may be behind:
  // the address bar is the truth in a browser; elsewhere (a memory router) the last URL we committed or made.
  const currentSearch = useRef(search);
  useLayoutEffect(() => {
    currentSearch.current = search;
  }, [search]);
  const latestSearch = useCallback(
    () => (window.location.pathname === pathname ? window.location.search : currentSearch.current),
    [pathname],
  );
  const { filterKeys, defaultSort, defaultOrder, sortFields } = options;

  const state = useMemo(() => {
    const sortParam = params.get('sort');
    const sort = sortParam && sortFields.includes(sortParam) ? sortParam : defaultSort;
    const order: 'asc' | 'desc' =
      params.get('order') === 'asc' ? 'asc' : params.get('order') === 'desc' ? 'desc' : defaultOrder;
    const sizeParam = Number(params.get('size'));
    const pageSize = (pageSizes as readonly number[]).includes(sizeParam) ? sizeParam : pageSizes[0];
    const cursorParam = params.get('cursor') ?? undefined;
    const dirParam: 'after' | 'before' = params.get('dir') === 'before' ? 'before' : 'after';
    const takeParam = Number(params.get('take'));
    const takeAsked =
      !cursorParam && dirParam === 'before' && takeParam > 0 && takeParam <= pageSize ? takeParam : undefined;
    const asked = { cursor: cursorParam, dir: dirParam, take: takeAsked };
    const pageParam = Number(params.get('page'));
    const pageAsked = Number.isInteger(pageParam) && pageParam > 1 ? pageParam - 1 : undefined;
    const fromCursor = Boolean(cursorParam) || dirParam === 'before';
    // A position is numbered by the URL, else by this tab's memory; one known to neither starts again from the top.
    const known = fromCursor ? (pageAsked ?? readPageMemory()[positionKey(pathname, asked)]) : undefined;
    const positioned = known !== undefined && Number.isInteger(known) && known > 0;
    // A bare page number is entered by offset, as far as the server goes.
    const offset =
      !fromCursor && pageAsked !== undefined && pageAsked * pageSize <= maxPageOffset
        ? pageAsked * pageSize
        : undefined;
    const page = positioned ? known : offset !== undefined ? (pageAsked ?? 0) : 0;
    const cursor = positioned ? cursorParam : undefined;
    const dir = positioned ? dirParam : 'after';
    const take = positioned ? takeAsked : undefined;
    const filters: Partial<Record<F, string>> = {};
    for (const key of filterKeys) {
      const value = params.get(key);
      if (value) filters[key] = value;
    }
    return {
      sort,
      order,
      pageSize,
      cursor: page === 0 && dir === 'after' ? undefined : cursor,
      dir,
      take,
      offset,
      page,
      filters,
    };
  }, [params, pathname, filterKeys, defaultSort, defaultOrder, sortFields]);

  const apiParams = useMemo(() => {
    const query: Record<string, string> = { ...(state.filters as Record<string, string>) };
    query.sort = state.sort;
    query.order = state.order;
    query.limit = String(state.take ?? state.pageSize);
    if (state.cursor) query.cursor = state.cursor;
    if (state.dir === 'before') query.direction = 'before';
    if (state.offset) query.offset = String(state.offset);
    return query;
  }, [state]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, resetPosition: boolean) => {
      const now = latestSearch();
      const next = new URLSearchParams(now);
      change(next);
      if (resetPosition) for (const key of ['cursor', 'dir', 'take', 'page']) next.delete(key);
      const query = next.toString();
      if (query === new URLSearchParams(now).toString()) return;
      currentSearch.current = query ? `?${query}` : '';
      navigate({ search: currentSearch.current });
    },
    [navigate, latestSearch],
  );

  const setFilters = useCallback(
    (changes: Partial<Record<F, string | undefined>>) =>
      update((next) => {
        for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
      }, true),
    [update],
  );

  const setSort = useCallback(
    (sort: string | undefined, order: 'asc' | 'desc' | undefined) =>
      update((next) => {
        if (sort && (sort !== defaultSort || order !== defaultOrder)) {
          next.set('sort', sort);
          next.set('order', order ?? 'asc');
        } else {
          next.delete('sort');
          next.delete('order');
        }
      }, true),
    [update, defaultSort, defaultOrder],
  );

  const setPosition = useCallback(
    (position: Pick<ListPosition, 'page' | 'cursor' | 'dir' | 'take'> & { pageSize?: number }) =>
      update((next) => {
        if (position.pageSize) {
          if (position.pageSize === pageSizes[0]) next.delete('size');
          else next.set('size', String(position.pageSize));
        }
        const atStart = position.page === 0 && position.dir === 'after';
        if (atStart || (!position.cursor && position.dir === 'after')) {
          for (const key of ['cursor', 'dir', 'take', 'page']) next.delete(key);
          return;
        }
        next.set('page', String(position.page + 1));
        rememberListPage(pathname, position);
        if (position.cursor) next.set('cursor', position.cursor);
        else next.delete('cursor');
        if (position.dir === 'before') next.set('dir', 'before');
        else next.delete('dir');
        if (position.take) next.set('take', String(position.take));
        else next.delete('take');
      }, false),
    [update, pathname],
  );

  // One object per URL, so the grid's callbacks built on it stay the same between renders.
  return useMemo(
    () => ({ ...state, apiParams, setFilters, setSort, setPosition }),
    [state, apiParams, setFilters, setSort, setPosition],
  );
}
