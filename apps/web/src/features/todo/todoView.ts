import type { SortOrder } from '@conecta/contracts/list';
import { type TodoSortField, todoFilters, todoFolders, todoLabels, todoSortFields } from '@conecta/contracts/todo';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { TodoListArgs } from './api';

/** Which list the URL names: a folder, a filter or a label, by its handle. */
export type TodoList =
  | { kind: 'folder'; handle: string }
  | { kind: 'filter'; handle: string }
  | { kind: 'label'; handle: string };

const known = {
  folder: todoFolders.map((entry) => entry.handle as string),
  filter: todoFilters.map((entry) => entry.handle as string),
  label: todoLabels.map((entry) => entry.handle as string),
};

export const isKnownList = (list: TodoList) => known[list.kind].includes(list.handle);

/** The list's own address: `/apps/todo/all`, `/apps/todo/filter/completed`, `/apps/todo/label/api`. */
export function listPath(list: TodoList): string {
  return list.kind === 'folder' ? `/apps/todo/${list.handle}` : `/apps/todo/${list.kind}/${list.handle}`;
}

/** A to-do's dialog over its list (`…/:todoId`, or `…/new` for a new one). */
export function todoPath(list: TodoList, todoId: string, search = ''): string {
  return `${listPath(list)}/${encodeURIComponent(todoId)}${search}`;
}

export const newTodoId = 'new';

const isSortField = (value: string | null): value is TodoSortField =>
  (todoSortFields as readonly string[]).includes(value ?? '');

/** The page's view from the URL: the list, the open to-do, and the sort and search of its query string. */
export function useTodoView() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const list: TodoList = params.labelHandle
    ? { kind: 'label', handle: params.labelHandle }
    : params.filterHandle
      ? { kind: 'filter', handle: params.filterHandle }
      : { kind: 'folder', handle: params.folderHandle ?? 'all' };
  const sortParam = search.get('sort');
  const sort: TodoSortField = isSortField(sortParam) ? sortParam : 'manual';
  const order: SortOrder = search.get('order') === 'desc' ? 'desc' : 'asc';
  const q = search.get('q') ?? '';

  const args = useMemo<TodoListArgs>(
    () => ({ [`${list.kind}Handle`]: list.handle, sort, order: sort === 'manual' ? 'asc' : order, q: q || undefined }),
    [list.kind, list.handle, sort, order, q],
  );

  /** Changes the query string (empty values leave it), keeping the list and the open to-do. */
  const setQuery = (changes: Record<string, string>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  return { list, todoId: params.todoId, sort, order, q, args, query: search.toString(), setQuery };
}
