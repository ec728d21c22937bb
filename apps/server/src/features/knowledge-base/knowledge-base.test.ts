import { randomUUID } from 'node:crypto';
import type { Article, ArticlePage, KnowledgeBaseCategory } from '@conecta/contracts/knowledge-base';
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
  token.guest = await signInWithoutRole(t, 'guest-kb@conecta.example');
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
const categories = (who: Who = 'user') => ok<KnowledgeBaseCategory[]>('GET', '/api/knowledge-base', undefined, who);
const articles = (query: string, who: Who = 'user') =>
  ok<ArticlePage>('GET', `/api/knowledge-base/articles${query}`, undefined, who);

describe('every knowledge-base call is guarded, then validated', () => {
  const anyId = randomUUID();
  it('answers 401 without a token, 403 without the user role, and 403 to a user who writes', async () => {
    for (const url of [
      '/api/knowledge-base',
      '/api/knowledge-base/articles',
      `/api/knowledge-base/articles/${anyId}`,
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
      expect((await call('GET', url, undefined, 'guest')).statusCode, url).toBe(403);
    }
    const article = { title: 'x', content: '<p>x</p>', categoryId: anyId, status: 'draft' };
    for (const [method, url] of [
      ['POST', '/api/knowledge-base/articles'],
      ['PATCH', `/api/knowledge-base/articles/${anyId}`],
      ['DELETE', `/api/knowledge-base/articles/${anyId}`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: article })).statusCode, url).toBe(401);
      expect((await call(method, url, article, 'user')).statusCode, url).toBe(403);
    }
  });

  it('answers 400 naming the fields with their codes', async () => {
    const bad = await call('POST', '/api/knowledge-base/articles', {
      title: ' ',
      content: 'x',
      categoryId: anyId,
      status: 'secret',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ codes: { title: 'knowledgeBase.title', status: 'knowledgeBase.status' } });
    const unknownCategory = await call('POST', '/api/knowledge-base/articles', {
      title: 'Sem lugar',
      content: '<p>x</p>',
      categoryId: anyId,
      status: 'draft',
    });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json()).toMatchObject({ codes: { categoryId: 'knowledgeBase.category' } });
    expect((await call('GET', '/api/knowledge-base/articles?categoryId=3', undefined, 'user')).statusCode).toBe(400);
    expect((await call('GET', '/api/knowledge-base/articles/nope', undefined, 'user')).statusCode).toBe(400);
    expect((await call('GET', `/api/knowledge-base/articles/${anyId}`, undefined, 'user')).statusCode).toBe(404);
  });
});

describe('the knowledge base', () => {
  it('has the spec’s categories and counts, each with the path and its featured articles', async () => {
    const found = await categories();
    expect(found.map((category) => [category.title, category.articlesCount])).toEqual([
      ['Your Account', 17],
      ['Selling and Buying', 12],
      ['Selling and Buying', 19],
      ['Item Support', 24],
    ]);
    for (const category of found) {
      expect(category.path).toBe('/pages/knowledge-base');
      expect(category.featuredArticles).toHaveLength(3);
      expect(category.featuredArticles.every((article) => article.categoryId === category.id)).toBe(true);
    }
  });

  it('lists a category’s articles by title, paged, and searches every article by its words', async () => {
    const [, , , support] = await categories();
    const first = await articles(`?categoryId=${support?.id}&limit=10`);
    expect(first.total).toBe(24);
    expect(first.items).toHaveLength(10);
    const titles = first.items.map((item) => item.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
    const next = await articles(`?categoryId=${support?.id}&limit=10&offset=10`);
    expect(next.items[0]?.title).not.toBe(titles[0]);

    // Words in any order, in the title or the text, without case: across categories.
    const esim = await articles('?q=ESIM activating');
    expect(esim.items.map((item) => item.title)).toEqual(['Activating an eSIM']);
    expect((await articles('?q=service%20desk')).total).toBe(72);
    expect((await articles('?q=girafa')).items).toEqual([]);
  });

  it('keeps drafts for staff, publishes them for everyone, sanitises what staff write, and removes', async () => {
    const [account] = await categories();
    const draft = await ok<Article>('POST', '/api/knowledge-base/articles', {
      title: 'Trocar o aparelho de um colega',
      content:
        '<p onclick="steal()">Passo <strong>um</strong><script>steal()</script><img src="x" onerror="steal()"></p>',
      categoryId: account?.id,
      status: 'draft',
    });
    expect(draft.content).not.toMatch(/script|onclick|onerror/);
    expect(draft.content).toContain('<strong>um</strong>');
    expect(draft.featured).toBe(false);

    // Readers do not see a draft, by id, in lists or counts; staff do.
    expect((await call('GET', `/api/knowledge-base/articles/${draft.id}`, undefined, 'user')).statusCode).toBe(404);
    expect((await articles('?q=colega')).total).toBe(0);
    expect((await articles('?q=colega', 'staff')).items.map((item) => item.status)).toEqual(['draft']);
    expect((await categories())[0]?.articlesCount).toBe(17);

    const live = await ok<Article>('PATCH', `/api/knowledge-base/articles/${draft.id}`, {
      status: 'published',
      featured: true,
    });
    expect(live.status).toBe('published');
    expect((await ok<Article>('GET', `/api/knowledge-base/articles/${draft.id}`, undefined, 'user')).title).toBe(
      'Trocar o aparelho de um colega',
    );
    expect((await categories())[0]?.articlesCount).toBe(18);
    // Searched by a word of its text ("Passo"), not its markup.
    expect((await articles('?q=passo%20strong')).total).toBe(0);
    expect((await articles('?q=passo')).items.map((item) => item.id)).toEqual([draft.id]);

    expect(await ok('DELETE', `/api/knowledge-base/articles/${draft.id}`)).toEqual({ id: draft.id });
    expect((await call('GET', `/api/knowledge-base/articles/${draft.id}`)).statusCode).toBe(404);
    expect((await categories())[0]?.articlesCount).toBe(17);
  });
});
