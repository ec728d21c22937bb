import type { SortOrder } from '@conecta/contracts/list';
import { type TodoSortField, todoFilters, todoFolders, todoLabels, todoSortFields } from '@conecta/contracts/todo';
import { useMemo } from 'react';
import { type CollectionList, collectionPaths, listParams, useCollectionView } from '../../shell/collection';
import type { TodoListArgs } from './api';

/** Which list the URL names: a folder, a filter or a label, by its handle. */
export type TodoList = CollectionList;

/** `/apps/todo/all`, `/apps/todo/filter/completed`, `/apps/todo/label/api`, each with `/:todoId` for its dialog. */
export const todoPaths = collectionPaths('/apps/todo', 'all');

const catalogue = {
  folder: todoFolders.map((entry) => entry.handle),
  filter: todoFilters.map((entry) => entry.handle),
  label: todoLabels.map((entry) => entry.handle),
};

export const newTodoId = 'new';

const isSortField = (value: string | null): value is TodoSortField =>
  (todoSortFields as readonly string[]).includes(value ?? '');

/** The page's view from the URL: the collection's view, and the sort and the endpoint's arguments. */
export function useTodoView() {
  const view = useCollectionView({ paths: todoPaths, catalogue, itemParam: 'todoId' });
  const { list, q, searchParams } = view;
  const sortParam = searchParams.get('sort');
  const sort: TodoSortField = isSortField(sortParam) ? sortParam : 'manual';
  const order: SortOrder = searchParams.get('order') === 'desc' ? 'desc' : 'asc';

  const args = useMemo<TodoListArgs>(
    () => ({ ...listParams(list), sort, order: sort === 'manual' ? 'asc' : order, q: q || undefined }),
    [list, sort, order, q],
  );

  return { ...view, sort, order, args };
}

export type TodoView = ReturnType<typeof useTodoView>;
