import type { Todo } from '@conecta/contracts/todo';
import { jsonResponse, mockFetch, type RecordedRequest } from '../../test/renderApp';

export function makeTodo(overrides: Partial<Todo> = {}): Todo {
  return {
    id: '7a3e1c55-0000-4000-8000-000000000001',
    title: 'Renovar token DEP do MDM',
    notes: '',
    startDate: null,
    dueDate: null,
    completed: false,
    starred: false,
    important: false,
    deleted: false,
    labels: [],
    position: 1,
    ...overrides,
  };
}

export const sampleTodos: Todo[] = [
  makeTodo({ labels: [3] }),
  makeTodo({ id: '7a3e1c55-0000-4000-8000-000000000002', title: 'Conferir fatura Vivo', position: 2, starred: true }),
  makeTodo({ id: '7a3e1c55-0000-4000-8000-000000000003', title: 'Portar linhas do lote 2211', position: 3 }),
  makeTodo({ id: '7a3e1c55-0000-4000-8000-000000000004', title: 'Linha antiga', position: 4, deleted: true }),
];

type Answer = Response | Promise<Response> | undefined;

/**
 * A stand-in for `/api/todo-app`: it keeps the to-dos it is given and changes them as the server does
 * (deleted ones only under the deleted filter); `answer` decides first and may fall through.
 */
export function mockTodoApi(answer: (request: RecordedRequest) => Answer = () => undefined, todos = sampleTodos) {
  let stored = todos.map((todo) => ({ ...todo }));
  let preferences: object = { columnVisibility: {}, density: 'standard' };
  const server = mockFetch((request) => {
    const own = answer(request);
    if (own) return own;
    const [path = '', search = ''] = request.path.split('?');
    const body = request.body as Record<string, unknown>;
    // The list's density, remembered per account.
    if (path === '/api/preferences/todo') {
      if (request.method === 'PUT') preferences = request.body as object;
      return jsonResponse(200, preferences);
    }
    if (path === '/api/todo-app/todos') {
      const query = new URLSearchParams(search);
      const deletedList = query.get('filterHandle') === 'deleted';
      const items = stored.filter((todo) => todo.deleted === deletedList).sort((a, b) => a.position - b.position);
      return jsonResponse(200, {
        items,
        total: items.length,
        totalIsEstimate: false,
        nextCursor: null,
        prevCursor: null,
      });
    }
    if (path === '/api/todo-app/update-todo') {
      stored = stored.map((todo) => (todo.id === body.id ? (body as unknown as Todo) : todo));
      return jsonResponse(200, body);
    }
    if (path === '/api/todo-app/new-todo') {
      const created = {
        ...(body as unknown as Todo),
        id: '7a3e1c55-0000-4000-8000-0000000000ff',
        deleted: false,
        position: 9,
      };
      stored.push(created);
      return jsonResponse(200, created);
    }
    if (path === '/api/todo-app/remove-todo') {
      stored = stored.map((todo) => (todo.id === body.id ? { ...todo, deleted: true } : todo));
      return jsonResponse(
        200,
        stored.find((todo) => todo.id === body.id),
      );
    }
    if (path === '/api/todo-app/toggle-label') {
      const ids = body.selectedTodoIds as string[];
      const label = body.labelId as number;
      stored = stored.map((todo) =>
        ids.includes(todo.id)
          ? {
              ...todo,
              labels: todo.labels.includes(label) ? todo.labels.filter((id) => id !== label) : [...todo.labels, label],
            }
          : todo,
      );
      return jsonResponse(
        200,
        stored.filter((todo) => ids.includes(todo.id)),
      );
    }
    if (path === '/api/todo-app/delete-todos') {
      const ids = body.selectedTodoIds as string[];
      stored = stored.filter((todo) => !ids.includes(todo.id));
      return jsonResponse(200, ids);
    }
    return jsonResponse(404, { message: `No stand-in for ${request.method} ${request.path}` });
  });
  return { ...server, stored: () => stored };
}

/** The calls made to one of the application's endpoints, by their bodies. */
export function callsTo(requests: RecordedRequest[], endpoint: string): unknown[] {
  return requests.filter((request) => request.path.split('?')[0] === `/api/todo-app/${endpoint}`).map((r) => r.body);
}
