import { randomUUID } from 'node:crypto';
import type { FaqCategory, FaqItem } from '@conecta/contracts/faq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, signInWithoutRole, type TestApp } from '../../test/test-app';

let t: TestApp;
const token = { user: '', staff: '', admin: '', guest: '' };
type Who = keyof typeof token;

beforeAll(async () => {
  t = await createTestApp();
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
  token.admin = await signIn(t.app, 'admin@conecta.example', 'admin');
  // An account without any role: signed in, but not allowed in.
  token.guest = await signInWithoutRole(t, 'guest-faq@conecta.example');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, who: Who = 'staff') =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: bearer(token[who]) });
async function ok<T>(method: Method, url: string, payload?: object, who: Who = 'staff'): Promise<T> {
  const response = await call(method, url, payload, who);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}
const faq = (query = '', who: Who = 'user') => ok<FaqItem[]>('GET', `/api/faq${query}`, undefined, who);
const categories = () => ok<FaqCategory[]>('GET', '/api/faq/categories', undefined, 'user');

describe('every FAQ call is guarded, then validated', () => {
  const anyId = randomUUID();
  const writes: { method: Method; url: string; payload?: object; bad: object; field: string }[] = [
    {
      method: 'POST',
      url: '/api/faq/items',
      payload: {},
      bad: { question: ' ', answer: 'a', categoryId: anyId },
      field: 'question',
    },
    { method: 'PATCH', url: `/api/faq/items/${anyId}`, payload: {}, bad: { answer: '' }, field: 'answer' },
    {
      method: 'POST',
      url: `/api/faq/categories/${anyId}/order`,
      payload: { ids: [anyId] },
      bad: { ids: [] },
      field: 'ids',
    },
    {
      method: 'POST',
      url: '/api/faq/categories',
      payload: { title: 'x' },
      bad: { title: 'x'.repeat(101) },
      field: 'title',
    },
    {
      method: 'PATCH',
      url: `/api/faq/categories/${anyId}`,
      payload: { title: 'x' },
      bad: { title: '' },
      field: 'title',
    },
  ];

  it('answers 401 without a token, 403 to a reader without the user role and to a user who writes', async () => {
    for (const url of ['/api/faq', '/api/faq/categories']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      expect((await call('GET', url, undefined, 'guest')).statusCode, url).toBe(403);
    }
    for (const { method, url, payload } of [
      ...writes,
      { method: 'DELETE' as const, url: `/api/faq/items/${anyId}` },
      { method: 'DELETE' as const, url: `/api/faq/categories/${anyId}` },
    ]) {
      expect((await t.app.inject({ method, url, ...(payload && { payload }) })).statusCode, url).toBe(401);
      expect((await call(method, url, payload, 'user')).statusCode, url).toBe(403);
    }
  });

  it('answers 400 naming the field with its code, and 400 for a search too long', async () => {
    for (const { method, url, bad, field } of writes) {
      const response = await call(method, url, bad);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().error), url).toContain(field);
    }
    const noQuestion = await call('POST', '/api/faq/items', { question: '', answer: 'a', categoryId: anyId });
    expect(noQuestion.json()).toMatchObject({ codes: { question: 'faq.question' } });
    expect((await call('GET', `/api/faq?q=${'a'.repeat(101)}`, undefined, 'user')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown entry or category, and 400 naming categoryId for an unknown category', async () => {
    expect((await call('PATCH', `/api/faq/items/${anyId}`, { question: 'Nova?' })).json()).toMatchObject({
      code: 'faq.notFound',
    });
    expect((await call('DELETE', `/api/faq/items/${anyId}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/faq/items/not-a-uuid`)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/faq/categories/${anyId}`)).statusCode).toBe(404);
    const lost = await call('POST', '/api/faq/items', { question: 'Onde?', answer: 'Aqui.', categoryId: anyId });
    expect(lost.statusCode).toBe(400);
    expect(lost.json()).toMatchObject({ codes: { categoryId: 'faq.category' } });
  });
});

describe('the FAQ', () => {
  it('starts with 16 entries about the console in 4 categories, in reading order, with the spec’s fields', async () => {
    const [account, devices, mail, personal] = await categories();
    expect([account?.title, devices?.title, mail?.title, personal?.title]).toEqual([
      'Conta e acesso',
      'Dispositivos',
      'E-mail e tarefas',
      'Personalização',
    ]);
    const entries = await faq();
    expect(entries.length).toBeGreaterThanOrEqual(14);
    expect(entries[0]).toMatchObject({ question: 'Como entro no console?', categoryId: account?.id, position: 0 });
    expect(Object.keys(entries[0] ?? {})).toEqual(expect.arrayContaining(['id', 'question', 'answer']));
    // Category by category, in the categories' order.
    const rank = (id: string) => [account, devices, mail, personal].findIndex((category) => category?.id === id);
    const ranks = entries.map((entry) => rank(entry.categoryId));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('is searched in the database: every word, in question or answer, ignoring case and accents', async () => {
    const imei = await faq('?q=IMEI');
    expect(imei.map((entry) => entry.question)).toEqual(['Como encontro um aparelho pelo IMEI?']);
    // "senha" is in a question, "desativada" in its answer; "portugues" finds "português" in another.
    expect((await faq('?q=SENHA desativada')).map((entry) => entry.question)).toEqual([
      'Esqueci minha senha. O que faço?',
    ]);
    expect((await faq('?q=portugues')).length).toBeGreaterThanOrEqual(2);
    expect(await faq('?q=senha%20girafa')).toEqual([]);
    // LIKE's wildcards are matched as typed.
    expect(await faq('?q=%25%25')).toEqual([]);
  });

  it('lets staff add, change, move, order and remove entries, which every reader then sees', async () => {
    const [first, second] = await categories();
    if (!first || !second) throw new Error('sample categories missing');
    const added = await ok<FaqItem>('POST', '/api/faq/items', {
      question: '  Como falo com o suporte?  ',
      answer: 'Escreva para **suporte@conecta.example**.',
      categoryId: first.id,
    });
    expect(added.question).toBe('Como falo com o suporte?');
    const inFirst = (await faq()).filter((entry) => entry.categoryId === first.id);
    expect(inFirst.at(-1)?.id).toBe(added.id);

    const changed = await ok<FaqItem>('PATCH', `/api/faq/items/${added.id}`, { answer: 'Pelo chat.' }, 'admin');
    expect(changed).toMatchObject({ answer: 'Pelo chat.', categoryId: first.id });
    const moved = await ok<FaqItem>('PATCH', `/api/faq/items/${added.id}`, { categoryId: second.id });
    const inSecond = (await faq()).filter((entry) => entry.categoryId === second.id);
    expect(inSecond.at(-1)).toMatchObject({ id: added.id, position: moved.position });

    // The order puts it first; the others keep theirs after it.
    const reordered = await ok<FaqItem[]>('POST', `/api/faq/categories/${second.id}/order`, {
      ids: [added.id, ...inSecond.slice(0, -1).map((entry) => entry.id)],
    });
    expect(reordered.map((entry) => entry.id)).toEqual([added.id, ...inSecond.slice(0, -1).map((entry) => entry.id)]);
    expect((await faq()).find((entry) => entry.categoryId === second.id)?.id).toBe(added.id);

    expect(await ok('DELETE', `/api/faq/items/${added.id}`)).toEqual({ id: added.id });
    expect((await faq()).some((entry) => entry.id === added.id)).toBe(false);
  });

  it('refuses an order that drops, repeats or borrows an entry, and changes nothing', async () => {
    const [first, second] = await categories();
    if (!first || !second) throw new Error('sample categories missing');
    const before = await faq();
    const ids = before.filter((entry) => entry.categoryId === first.id).map((entry) => entry.id);
    const other = before.find((entry) => entry.categoryId === second.id)?.id as string;
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), other]]) {
      const response = await call('POST', `/api/faq/categories/${first.id}/order`, { ids: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ codes: { ids: 'faq.order' } });
    }
    expect(await faq()).toEqual(before);
  });

  it('keeps categories with entries: adds, renames and removes only empty ones', async () => {
    const [first] = await categories();
    const refused = await call('DELETE', `/api/faq/categories/${first?.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'faq.categoryNotEmpty' });

    const added = await ok<FaqCategory>('POST', '/api/faq/categories', { title: 'Faturas' });
    expect((await categories()).at(-1)).toEqual(added);
    expect(await ok('PATCH', `/api/faq/categories/${added.id}`, { title: 'Cobrança' })).toMatchObject({
      title: 'Cobrança',
    });
    expect(await ok('DELETE', `/api/faq/categories/${added.id}`)).toEqual({ id: added.id });
    expect((await categories()).some((category) => category.id === added.id)).toBe(false);
  });
});
