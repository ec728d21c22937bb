import type { SortOrder } from '@conecta/contracts/list';
import type { NewTodo, Todo, TodoPage, TodoSortField } from '@conecta/contracts/todo';
import { api } from '../../app/api';

/** Rows a page of the list asks for ("show more" asks for the next). */
export const todoPageSize = 50;

/** Which to-dos a list shows and how: the URL's view, as the API names it. */
export interface TodoListArgs {
  labelHandle?: string;
  filterHandle?: string;
  folderHandle?: string;
  q?: string;
  sort: TodoSortField;
  order: SortOrder;
}

/** The list with `todoId` moved right after `afterTodoId` (first when null). */
export function moveAfter<T extends { id: string }>(items: T[], todoId: string, afterTodoId: string | null): T[] {
  const moved = items.find((item) => item.id === todoId);
  if (!moved) return items;
  const rest = items.filter((item) => item.id !== todoId);
  const at = afterTodoId === null ? 0 : rest.findIndex((item) => item.id === afterTodoId) + 1;
  return [...rest.slice(0, at), moved, ...rest.slice(at)];
}

/** The browser's time zone (`America/Sao_Paulo`), when it names one. */
export const userTimeZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

const listTag = { type: 'Todo', id: 'LIST' } as const;
const invalidatesLists = (_result: unknown, error: unknown) => (error ? [] : [listTag]);

/** The To-do application's calls (`/api/todo-app/*`, demo-apps §7), each on the account's own to-dos. */
export const todoApi = api.enhanceEndpoints({ addTagTypes: ['Todo'] }).injectEndpoints({
  endpoints: (build) => ({
    listTodos: build.infiniteQuery<TodoPage, TodoListArgs, string>({
      infiniteQueryOptions: {
        // '' is the first page: no cursor.
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => {
        const params: Record<string, string> = { limit: String(todoPageSize) };
        for (const [name, value] of Object.entries(queryArg)) if (value) params[name] = value;
        if (pageParam) params.cursor = pageParam;
        // "Today" is the user's day, not UTC's: the server draws its bounds in this zone.
        const timeZone = userTimeZone();
        if (timeZone) params.tz = timeZone;
        return { url: '/todo-app/todos', params };
      },
      providesTags: [listTag],
    }),
    newTodo: build.mutation<Todo, NewTodo>({
      query: (todo) => ({ url: '/todo-app/new-todo', method: 'POST', body: todo }),
      invalidatesTags: invalidatesLists,
    }),
    updateTodo: build.mutation<Todo, Todo>({
      query: (todo) => ({ url: '/todo-app/update-todo', method: 'POST', body: todo }),
      // A flag toggled in place shows at once; the lists are asked again either way.
      async onQueryStarted(todo, { dispatch, getState, queryFulfilled }) {
        const patches = patchLoadedLists(dispatch, getState, (items) =>
          items.map((item) => (item.id === todo.id ? { ...item, ...todo } : item)),
        );
        await queryFulfilled.catch(() => {
          for (const patch of patches) patch.undo();
        });
      },
      invalidatesTags: invalidatesLists,
    }),
    removeTodo: build.mutation<Todo, string>({
      query: (id) => ({ url: '/todo-app/remove-todo', method: 'POST', body: { id } }),
      invalidatesTags: invalidatesLists,
    }),
    toggleTodoLabel: build.mutation<Todo[], { selectedTodoIds: string[]; labelId: number }>({
      query: (body) => ({ url: '/todo-app/toggle-label', method: 'POST', body }),
      invalidatesTags: invalidatesLists,
    }),
    deleteTodos: build.mutation<string[], string[]>({
      query: (selectedTodoIds) => ({ url: '/todo-app/delete-todos', method: 'POST', body: { selectedTodoIds } }),
      invalidatesTags: invalidatesLists,
    }),
    /** Puts the to-do right after another in the manual order (first when `afterTodoId` is null). */
    reorderTodo: build.mutation<Todo, { todoId: string; afterTodoId: string | null; args: TodoListArgs }>({
      query: ({ todoId, afterTodoId }) => ({ url: '/todo-app/reorder', method: 'POST', body: { todoId, afterTodoId } }),
      // The dropped to-do stays where it was dropped while the server files it there.
      async onQueryStarted({ todoId, afterTodoId, args }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          todoApi.util.updateQueryData('listTodos', args, (draft) => {
            const sizes = draft.pages.map((page) => page.items.length);
            const items = moveAfter(
              draft.pages.flatMap((page) => page.items),
              todoId,
              afterTodoId,
            );
            for (const [index, page] of draft.pages.entries()) {
              const start = sizes.slice(0, index).reduce((sum, size) => sum + size, 0);
              page.items = items.slice(start, start + (sizes[index] ?? 0));
            }
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: invalidatesLists,
    }),
  }),
});

type Dispatch = (action: unknown) => { undo(): void };

/** Changes the rows of every list the page has loaded (each view of the URL is its own cache entry). */
function patchLoadedLists(dispatch: unknown, getState: () => unknown, change: (items: Todo[]) => Todo[]) {
  const state = getState() as Parameters<typeof todoApi.util.selectInvalidatedBy>[0];
  return todoApi.util
    .selectInvalidatedBy(state, [listTag])
    .filter((entry) => entry.endpointName === 'listTodos')
    .map((entry) =>
      (dispatch as Dispatch)(
        todoApi.util.updateQueryData('listTodos', entry.originalArgs as TodoListArgs, (draft) => {
          for (const page of draft.pages) page.items = change(page.items);
        }),
      ),
    );
}

export const {
  useListTodosInfiniteQuery,
  useNewTodoMutation,
  useUpdateTodoMutation,
  useRemoveTodoMutation,
  useToggleTodoLabelMutation,
  useDeleteTodosMutation,
  useReorderTodoMutation,
} = todoApi;
