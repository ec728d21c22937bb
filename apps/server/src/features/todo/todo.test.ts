import { randomUUID } from 'node:crypto';
import type { Todo, TodoPage } from '@conecta/contracts/todo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, signInWithoutRole, type TestApp } from '../../test/test-app';

let t: TestApp;
const token = { user: '', staff: '', guest: '' };
type Who = keyof typeof token;

beforeAll(async () => {
  t = await createTestApp();
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
  // An account without any role: signed in, but not allowed in.
  token.guest = await signInWithoutRole(t, 'guest-todo@conecta.example');
});
afterAll(() => t.close());

const get = (url: string, who: Who = 'user') => t.app.inject({ method: 'GET', url, headers: bearer(token[who]) });
const post = (url: string, payload: object, who: Who = 'user') =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token[who]) });
async function list(query = '', who: Who = 'user'): Promise<TodoPage> {
  const response = await get(`/api/todo-app/todos${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const ids = (page: TodoPage) => page.items.map((item) => item.id);
async function create(fields: Partial<Todo> & { title: string }, who: Who = 'user'): Promise<Todo> {
  const response = await post('/api/todo-app/new-todo', fields, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('every to-do call is guarded and validated', () => {
  const anyId = randomUUID();
  const valid = { id: anyId, title: 'x' };
  const calls: { method: 'GET' | 'POST'; url: string; payload?: object; bad?: object | string; field?: string }[] = [
    { method: 'GET', url: '/api/todo-app/todos', bad: '/api/todo-app/todos?sort=colour', field: 'sort' },
    { method: 'POST', url: '/api/todo-app/new-todo', payload: { title: 'x' }, bad: { title: '  ' }, field: 'title' },
    { method: 'POST', url: '/api/todo-app/update-todo', payload: valid, bad: { id: 'x', title: 'x' }, field: 'id' },
    { method: 'POST', url: '/api/todo-app/remove-todo', payload: { id: anyId }, bad: {}, field: 'id' },
    { method: 'GET', url: '/api/todo-app/filters' },
    { method: 'GET', url: '/api/todo-app/labels' },
    { method: 'GET', url: '/api/todo-app/folders' },
    {
      method: 'POST',
      url: '/api/todo-app/set-folder',
      payload: { selectedTodoIds: [anyId], folderId: 0 },
      bad: { selectedTodoIds: [anyId], folderId: 7 },
      field: 'folderId',
    },
    {
      method: 'POST',
      url: '/api/todo-app/toggle-label',
      payload: { selectedTodoIds: [anyId], labelId: 0 },
      bad: { selectedTodoIds: [anyId], labelId: 99 },
      field: 'labelId',
    },
    {
      method: 'POST',
      url: '/api/todo-app/delete-todos',
      payload: { selectedTodoIds: [anyId] },
      bad: { selectedTodoIds: [] },
      field: 'selectedTodoIds',
    },
    {
      method: 'POST',
      url: '/api/todo-app/reorder',
      payload: { todoId: anyId, afterTodoId: null },
      bad: { todoId: anyId },
      field: 'afterTodoId',
    },
  ];

  it('answers 401 without a token and 403 to an account without the user role', async () => {
    for (const call of calls) {
      const request = { method: call.method, url: call.url, payload: call.payload };
      expect((await t.app.inject(request)).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...request, headers: bearer(token.guest) })).statusCode, call.url).toBe(403);
    }
  });

  it('answers 400 naming the field', async () => {
    for (const call of calls.filter((entry) => entry.bad)) {
      const response = typeof call.bad === 'string' ? await get(call.bad) : await post(call.url, call.bad as object);
      expect(response.statusCode, `${call.url}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().error), call.url).toContain(call.field);
    }
  });

  it('refuses a due date before the start date on the due date', async () => {
    const response = await post('/api/todo-app/new-todo', {
      title: 'Backwards',
      startDate: '2026-11-20T10:00:00Z',
      dueDate: '2026-11-19T10:00:00Z',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ dueDate: 'The due date cannot be before the start date' });
  });
});

describe('the to-do list', () => {
  it('starts with the sample to-dos, hiding the deleted and the done ones, in the manual order', async () => {
    const all = await list('?limit=100');
    expect(all.items.length).toBeGreaterThanOrEqual(11);
    expect(all.items.every((item) => !item.deleted && !item.completed)).toBe(true);
    expect((await list('?filterHandle=completed')).items.length).toBeGreaterThan(0);
    const positions = all.items.map((item) => item.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const deleted = await list('?filterHandle=deleted');
    expect(deleted.items.length).toBeGreaterThan(0);
    expect(deleted.items.every((item) => item.deleted)).toBe(true);
    expect((await get('/api/todo-app/filters')).json().map((f: { title: string }) => f.title)).toEqual([
      'Starred',
      'Priority',
      'Sheduled',
      'Today',
      'Done',
      'Deleted',
    ]);
  });

  it('sorts by title and due date either way, paging with cursors', async () => {
    const byTitle = await list('?sort=title&order=asc&limit=100');
    // The database's collation decides the order; descending must be ascending reversed.
    const byTitleDesc = await list('?sort=title&order=desc&limit=100');
    expect(ids(byTitleDesc)).toEqual(ids(byTitle).reverse());
    expect(byTitle.items[0]?.title).not.toBe(byTitleDesc.items[0]?.title);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: TodoPage = await list(`?sort=dueDate&order=desc&limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...ids(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids(await list('?sort=dueDate&order=desc&limit=100')));
  });

  it('creates, completes, soft-removes and permanently deletes a to-do', async () => {
    const todo = await create({ title: 'Trocar chip da linha 11 9 8765-4321', labels: [3] });
    expect(ids(await list('?limit=100'))).toContain(todo.id);
    const done = await post('/api/todo-app/update-todo', { ...todo, completed: true });
    expect(done.json()).toMatchObject({ completed: true });
    expect(ids(await list('?filterHandle=completed&limit=100'))).toContain(todo.id);
    // Done, it leaves All (the to-dos still to do) and stays under its label.
    expect(ids(await list('?limit=100'))).not.toContain(todo.id);
    expect(ids(await list('?labelHandle=issue&limit=100'))).toContain(todo.id);

    const removed = await post('/api/todo-app/remove-todo', { id: todo.id });
    expect(removed.json()).toMatchObject({ id: todo.id, deleted: true });
    expect(ids(await list('?limit=100'))).not.toContain(todo.id);
    expect(ids(await list('?filterHandle=completed&limit=100'))).not.toContain(todo.id);
    expect(ids(await list('?labelHandle=issue&limit=100'))).not.toContain(todo.id);
    expect(ids(await list('?filterHandle=deleted&limit=100'))).toContain(todo.id);

    const gone = await post('/api/todo-app/delete-todos', { selectedTodoIds: [todo.id] });
    expect(gone.json()).toEqual([todo.id]);
    expect(ids(await list('?filterHandle=deleted&limit=100'))).not.toContain(todo.id);
  });

  it('searches titles and notes ignoring accents and case', async () => {
    // Searched in All (what is still to do) and in Done, where completed samples went.
    const titles = async (q: string) =>
      (
        await Promise.all(
          ['', '&filterHandle=completed'].map(async (where) =>
            (await list(`?q=${encodeURIComponent(q)}${where}&limit=100`)).items.map((item) => item.title),
          ),
        )
      ).flat();
    expect(await titles('inventario')).toContain('Inventário trimestral de SIMs');
    expect(await titles('INVENTÁRIO')).toEqual(await titles('inventario'));
    expect(await titles('Seguranca')).toContain('Atualizar patch de segurança Android');
    expect(await titles('cotacao')).toContain('Cotação de 50 roteadores 5G');
    // An accent typed where the text has none still matches, and LIKE's wildcards are matched as typed.
    const plain = await create({ title: 'Revisar configuracao do APN' });
    expect(await titles('configuração')).toContain(plain.title);
    expect(await titles('configuracao%')).toEqual([]);
  });

  it("shows under Today what is due today or overdue in the user's time zone, not in UTC", async () => {
    // A zone west of UTC whose day is UTC's day at this hour (so a UTC "today" would miss 23:30 there).
    const hoursBehind = Math.min(Math.max(new Date().getUTCHours(), 1), 12);
    const tz = `-${String(hoursBehind).padStart(2, '0')}:00`;
    const local = new Date(Date.now() - hoursBehind * 3_600_000);
    const at = (days: number, hour: number, minute: number) =>
      new Date(
        Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, hour + hoursBehind, minute),
      ).toISOString();
    const lateTonight = await create({ title: 'Fechar o lote às 23:30', dueDate: at(0, 23, 30) });
    expect(lateTonight.dueDate?.slice(0, 10)).not.toBe(at(0, 0, 0).slice(0, 10)); // tomorrow in UTC
    const overdue = await create({ title: 'Atrasada de ontem', dueDate: at(-1, 9, 0) });
    const tomorrow = await create({ title: 'Amanhã cedo', dueDate: at(1, 0, 30) });
    const doneToday = await create({ title: 'Já feita hoje', dueDate: at(0, 9, 0), completed: true });
    const today = ids(await list(`?filterHandle=today&tz=${encodeURIComponent(tz)}&limit=100`));
    expect(today).toContain(lateTonight.id);
    expect(today).toContain(overdue.id);
    expect(today).not.toContain(tomorrow.id);
    expect(today).not.toContain(doneToday.id);
    // An IANA name is taken too; a zone the runtime does not know is refused, naming the field.
    expect((await get('/api/todo-app/todos?filterHandle=today&tz=America%2FSao_Paulo')).statusCode).toBe(200);
    const refused = await get('/api/todo-app/todos?filterHandle=today&tz=Mars%2FOlympus');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toHaveProperty('tz');
  });

  it('does not double a create retried with the same id', async () => {
    const id = randomUUID();
    await create({ id, title: 'Once' });
    await create({ id, title: 'Once' });
    expect((await list('?q=Once&limit=100')).items.filter((item) => item.id === id)).toHaveLength(1);
  });

  it('toggle-label adds where missing and removes where present; set-folder sets the folder', async () => {
    const a = await create({ title: 'A', labels: [4] });
    const b = await create({ title: 'B' });
    const toggled = await post('/api/todo-app/toggle-label', { selectedTodoIds: [a.id, b.id], labelId: 4 });
    const byId = new Map((toggled.json() as Todo[]).map((todo) => [todo.id, todo]));
    expect(byId.get(a.id)?.labels).toEqual([]);
    expect(byId.get(b.id)?.labels).toEqual([4]);
    const mobile = ids(await list('?labelHandle=mobile&limit=100'));
    expect(mobile).toContain(b.id);
    expect(mobile).not.toContain(a.id);
    const moved = await post('/api/todo-app/set-folder', { selectedTodoIds: [a.id], folderId: 0 });
    expect(moved.json()[0]).toMatchObject({ id: a.id, folder: 0 });
  });

  it('keeps a hand-made order', async () => {
    const before = ids(await list('?limit=100'));
    const [first, second, third] = before;
    if (!first || !second || !third) throw new Error('too few to-dos');
    expect((await post('/api/todo-app/reorder', { todoId: third, afterTodoId: null })).statusCode).toBe(200);
    expect(ids(await list('?limit=3'))).toEqual([third, first, second]);
    expect((await post('/api/todo-app/reorder', { todoId: third, afterTodoId: second })).statusCode).toBe(200);
    expect(ids(await list('?limit=100'))).toEqual(before);
  });

  it('refuses another account’s to-dos with 404 and changes nothing', async () => {
    const theirs = await create({ title: 'Staff only' }, 'staff');
    expect((await post('/api/todo-app/update-todo', { ...theirs, title: 'Mine now' })).statusCode).toBe(404);
    expect((await post('/api/todo-app/remove-todo', { id: theirs.id })).statusCode).toBe(404);
    expect((await post('/api/todo-app/new-todo', { id: theirs.id, title: 'Steal' })).statusCode).toBe(404);
    const [mine] = (await list()).items;
    if (!mine) throw new Error('user has no to-do');
    expect((await post('/api/todo-app/delete-todos', { selectedTodoIds: [mine.id, theirs.id] })).statusCode).toBe(404);
    expect(ids(await list('?limit=100'))).toContain(mine.id);
    expect((await post('/api/todo-app/reorder', { todoId: theirs.id, afterTodoId: null })).statusCode).toBe(404);
    expect((await list('?q=Staff only', 'staff')).items[0]).toMatchObject({
      id: theirs.id,
      title: 'Staff only',
      deleted: false,
    });
  });
});
