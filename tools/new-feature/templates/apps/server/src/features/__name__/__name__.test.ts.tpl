import { randomUUID } from 'node:crypto';
import type { __Pascal__Item, __Pascal__Page } from '@conecta/contracts/__name__';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, signInWithoutRole, type TestApp } from '../../test/test-app';

let t: TestApp;
const token = { user: '', staff: '', guest: '' };
type Who = keyof typeof token;
const base = '/api/__name__/items';

beforeAll(async () => {
  t = await createTestApp();
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
  // An account without any role: signed in, but not allowed in.
  token.guest = await signInWithoutRole(t, 'guest-__name__@conecta.example');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, who: Who = 'user') =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: bearer(token[who]) });
async function list(query = '', who: Who = 'user'): Promise<__Pascal__Page> {
  const response = await call('GET', `${base}${query}`, undefined, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function create(title: string, who: Who = 'user'): Promise<__Pascal__Item> {
  const response = await call('POST', base, { title }, who);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const titles = (page: __Pascal__Page) => page.items.map((item) => item.title);

describe('every __Title__ call is guarded and validated', () => {
  const anyId = randomUUID();
  const calls: { method: Method; url: string; payload?: object; bad?: object | string; field?: string }[] = [
    { method: 'GET', url: base, bad: `${base}?sort=colour`, field: 'sort' },
    { method: 'GET', url: `${base}/${anyId}` },
    { method: 'POST', url: base, payload: { title: 'x' }, bad: { title: '  ' }, field: 'title' },
    { method: 'PATCH', url: `${base}/${anyId}`, payload: { done: true }, bad: { done: 'yes' }, field: 'done' },
    { method: 'POST', url: `${base}/done`, payload: { ids: [anyId], done: true }, bad: { ids: [], done: true }, field: 'ids' },
    { method: 'DELETE', url: `${base}/${anyId}` },
  ];

  it('answers 401 without a token and 403 to an account without the user role', async () => {
    for (const { method, url, payload } of calls) {
      const request = { method, url, ...(payload && { payload }) };
      expect((await t.app.inject(request)).statusCode, url).toBe(401);
      expect((await t.app.inject({ ...request, headers: bearer(token.guest) })).statusCode, url).toBe(403);
    }
  });

  it('answers 400 naming the field, with the sentence’s code', async () => {
    for (const { method, url, bad, field } of calls) {
      if (!bad || !field) continue;
      const response = typeof bad === 'string' ? await call('GET', bad) : await call(method, url, bad);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().error), url).toContain(field);
    }
    const untitled = await call('POST', base, { title: '' });
    expect(untitled.json()).toMatchObject({
      error: { title: 'Give the item a title of up to 200 characters' },
      codes: { title: '__camel__.title' },
    });
    const noneSelected = await call('POST', `${base}/done`, { ids: [], done: true });
    expect(noneSelected.json()).toMatchObject({ codes: { ids: '__camel__.ids' } });
  });
});

describe('__Title__: the account’s items', () => {
  it('start with the sample items, newest first', async () => {
    const page = await list('?limit=100', 'staff');
    expect(titles(page)).toEqual([
      'Enviar relatório mensal de linhas',
      'Renew the fleet insurance policy',
      'Conferir o estoque de chips eSIM',
    ]);
    expect(page).toMatchObject({ total: 3, totalIsEstimate: false, nextCursor: null, prevCursor: null });
  });

  it('are created, read, changed and removed', async () => {
    const item = await create('Trocar o chip da linha 11 98765-4321');
    expect(item).toMatchObject({ title: 'Trocar o chip da linha 11 98765-4321', done: false });
    expect((await call('GET', `${base}/${item.id}`)).json()).toEqual(item);

    const changed = await call('PATCH', `${base}/${item.id}`, { done: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ ...item, done: true });
    expect((await call('PATCH', `${base}/${item.id}`, {})).json()).toEqual({ ...item, done: true });

    const removed = await call('DELETE', `${base}/${item.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await call('GET', `${base}/${item.id}`)).statusCode).toBe(404);
    expect(titles(await list('?limit=100'))).not.toContain(item.title);
  });

  it('are marked done together, repeated ids counting once', async () => {
    const first = await create('Marcar junto 1');
    const second = await create('Marcar junto 2');
    const marked = await call('POST', `${base}/done`, { ids: [first.id, second.id, first.id], done: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(titles(marked.json()).sort()).toEqual(['Marcar junto 1', 'Marcar junto 2']);
    expect((await call('GET', `${base}/${second.id}`)).json()).toMatchObject({ done: true });
  });

  it('page with cursors both ways, sorted by title either way, and search the titles', async () => {
    for (const title of ['Alfa', 'Bravo', 'Charlie', 'Delta', 'Echo']) await create(`${title} paging`);
    const all = await list('?sort=title&order=asc&limit=100&q=paging');
    expect(titles(all)).toEqual(['Alfa paging', 'Bravo paging', 'Charlie paging', 'Delta paging', 'Echo paging']);
    expect(titles(await list('?sort=title&order=desc&limit=100&q=paging'))).toEqual(titles(all).reverse());

    const first = await list('?sort=title&order=asc&limit=2&q=paging');
    const second = await list(`?sort=title&order=asc&limit=2&q=paging&cursor=${first.nextCursor}`);
    expect(titles(second)).toEqual(['Charlie paging', 'Delta paging']);
    const back = await list(`?sort=title&order=asc&limit=2&q=paging&direction=before&cursor=${second.prevCursor}`);
    expect(titles(back)).toEqual(titles(first));
    expect(second.total).toBe(5);

    // The search is a search, not a pattern: % and _ match themselves.
    expect((await list('?q=%25')).items).toEqual([]);
    expect((await call('GET', `${base}?cursor=nonsense`)).statusCode).toBe(400);
  });

  it('are each account’s own: another account’s id is not found', async () => {
    const mine = await create('Só meu');
    const theirs = (await list('?limit=1', 'staff')).items[0];
    if (!theirs) throw new Error('The staff account has no items');
    const bulk = await call('POST', `${base}/done`, { ids: [mine.id, theirs.id], done: true });
    // All or nothing: one of the ids is another account's, so neither item changes.
    expect(bulk.statusCode, bulk.body).toBe(404);
    expect((await call('GET', `${base}/${mine.id}`)).json()).toMatchObject({ done: false });
    for (const [method, payload] of [['GET'], ['PATCH', { done: true }], ['DELETE']] as const) {
      const response = await call(method, `${base}/${mine.id}`, payload, 'staff');
      expect(response.statusCode, `${method}: ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject({ message: 'No item has this id', code: '__camel__.notFound' });
    }
    expect(titles(await list('?limit=100', 'staff'))).not.toContain('Só meu');
    expect((await call('GET', `${base}/${mine.id}`)).json()).toMatchObject({ done: false });
    expect((await call('GET', `${base}/not-an-id`)).statusCode).toBe(404);
  });
});
