import { randomUUID } from 'node:crypto';
import type { SearchResults } from '@conecta/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excerptAround } from '../../platform/search-source';
import { bearer, createTestApp, signIn, signInWithoutRole, type TestApp } from '../../test/test-app';
import { insertTestRows, testRow } from '../devices/test-devices';

let t: TestApp;
const token = { admin: '', user: '', guest: '' };
type Who = keyof typeof token;

beforeAll(async () => {
  t = await createTestApp();
  token.admin = await signIn(t.app, 'admin@conecta.example', 'admin');
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  // An account without any role: signed in, but not allowed in.
  token.guest = await signInWithoutRole(t, 'guest-search@conecta.example');
});
afterAll(() => t.close());

const get = (url: string, who: Who = 'user') => t.app.inject({ method: 'GET', url, headers: bearer(token[who]) });
async function search(query: Record<string, string | number>, who: Who = 'user'): Promise<SearchResults> {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await get(`/api/search?${params}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const post = (url: string, payload: object, who: Who) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token[who]) });

describe('GET /api/search', () => {
  it('answers 401 without a token, 403 without a role, and 400 naming the field for bad input', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/search?q=x' })).statusCode).toBe(401);
    expect((await get('/api/search?q=x', 'guest')).statusCode).toBe(403);
    for (const [url, field] of [
      ['/api/search', 'q'],
      ['/api/search?q=%20%20', 'q'],
      [`/api/search?q=${'a'.repeat(201)}`, 'q'],
      ['/api/search?q=a&kind=planet', 'kind'],
      ['/api/search?q=a&page=0', 'page'],
      ['/api/search?q=a&page=x', 'page'],
      ['/api/search?q=a&limit=51', 'limit'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().codes, url).toHaveProperty(field);
    }
  });

  it('finds a device by its IMEI, ranked first, and opens it in the device list', async () => {
    const [row] = await insertTestRows(t.db, [testRow(90_001, { model: 'Galaxy Buscável' })]);
    const found = await search({ q: row?.imei ?? '' });
    expect(found.results[0]).toMatchObject({
      kind: 'device',
      title: expect.stringContaining('Galaxy Buscável'),
      url: expect.stringMatching(/^\/conecta\/devicelist\?device=/),
    });
    expect(found.results[0]?.excerpt).toContain(row?.imei);
  });

  it('lets only admins find accounts', async () => {
    const asAdmin = await search({ q: 'Ursula', kind: 'account' }, 'admin');
    expect(asAdmin.results.map((result) => result.title)).toContain('Ursula User');
    expect(asAdmin.results[0]?.url).toMatch(/^\/conecta\/userdatalist\//);
    const asUser = await search({ q: 'Ursula' });
    expect(asUser.results.filter((result) => result.kind === 'account')).toEqual([]);
    expect(asUser.facets.map((facet) => facet.kind)).not.toContain('account');
  });

  it('finds the account’s own mails, notes and contacts, never another account’s', async () => {
    const word = `zebrafalante${Date.now()}`;
    const draft = {
      id: randomUUID(),
      to: [{ name: 'Marta', email: 'marta@outside.example' }],
      subject: 'Relatório do trimestre',
      message: `<p>Segue o ${word} combinado.</p>`,
    };
    expect((await post('/api/mail-app/save-draft', draft, 'admin')).statusCode).toBe(200);
    const note = { note: { title: `Lembrete ${word}`, description: 'Ligar amanhã' } };
    expect((await post('/api/notes-app/create-note', note, 'admin')).statusCode).toBeLessThan(300);
    const contact = { contact: { name: 'Zé', lastName: word, email: 'ze@outside.example' } };
    expect((await post('/api/contacts-app/add-contact', contact, 'admin')).statusCode).toBeLessThan(300);

    const mine = await search({ q: word }, 'admin');
    expect(mine.facets.map((facet) => facet.kind).sort()).toEqual(['contact', 'mail', 'note']);
    const mail = mine.results.find((result) => result.kind === 'mail');
    expect(mail).toMatchObject({ title: 'Relatório do trimestre', url: `/apps/mail/drafts/${draft.id}` });
    expect(mail?.excerpt).toContain(word);

    const theirs = await search({ q: word }, 'user');
    expect(theirs.results).toEqual([]);
    expect(theirs.total).toBe(0);
  });

  it('finds shared data of several kinds, best first, counts each kind, and finds the documentation', async () => {
    const found = await search({ q: 'conta' });
    const kinds = found.facets.map((facet) => facet.kind);
    expect(kinds.length).toBeGreaterThan(1);
    expect(found.total).toBe(found.facets.reduce((sum, facet) => sum + facet.count, 0));
    const ranks = found.results.map((result) => result.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const documentation = await search({ q: 'imei', kind: 'documentation' });
    expect(documentation.results[0]?.url).toMatch(/^\/documentation\/[a-z-]+\/[a-z-]+$/);
  });

  it('finds the drive’s files by name for everyone, opening their folder, and leaves the trash out', async () => {
    const found = await search({ q: 'orcamento', kind: 'file' });
    const budget = found.results.find((result) => result.title === 'Orçamento 2026.xlsx');
    expect(budget?.url).toMatch(/^\/apps\/file-manager\?folder=[0-9a-f-]{36}$/);

    const trashed = await post('/api/file-manager-app/files/trash', { ids: [budget?.id] }, 'admin');
    expect(trashed.statusCode, trashed.body).toBe(200);
    const afterwards = await search({ q: 'orcamento', kind: 'file' });
    expect(afterwards.results.map((result) => result.title)).not.toContain('Orçamento 2026.xlsx');
  });

  it('pages the merged results and keeps one kind when asked', async () => {
    const all = await search({ q: 'a', limit: 50 });
    expect(all.total).toBeGreaterThan(6);
    const first = await search({ q: 'a', limit: 3 });
    const second = await search({ q: 'a', limit: 3, page: 2 });
    expect(first.results).toHaveLength(3);
    expect([...first.results, ...second.results].map((result) => result.id)).toEqual(
      all.results.slice(0, 6).map((result) => result.id),
    );
    const kind = all.facets[0]?.kind ?? 'faq';
    const one = await search({ q: 'a', kind, limit: 50 });
    expect(one.results.every((result) => result.kind === kind)).toBe(true);
    expect(one.total).toBe(all.facets[0]?.count);
    const beyond = await search({ q: 'a', page: 20 });
    expect(beyond.results).toEqual([]);
  });
});

describe('excerptAround', () => {
  it('cuts the text around the first word found, ignoring accents', () => {
    const text = `${'palavra '.repeat(40)}a Segurança da frota ${'fim '.repeat(40)}`;
    const excerpt = excerptAround(text, 'seguranca');
    expect(excerpt).toContain('Segurança da frota');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerptAround('curto', 'x')).toBe('curto');
  });
});
