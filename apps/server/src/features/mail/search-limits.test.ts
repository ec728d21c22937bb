import { randomUUID } from 'node:crypto';
import type { MailPage } from '@conecta/contracts/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createScratchDatabase, createTestApp, signIn, type TestApp } from '../../test/test-app';

/**
 * Issue 21, defect 2: a phrase search over long mails once held PostgreSQL for minutes (41 s for two words,
 * 262 s for three, over 25 mails of 199,000 characters), and an inbox page carried every body (5 MB).
 */

/** The worst case measured: one phrase's words repeated over the whole body, so every position matches. */
const longBody = 'alfa beta gama delta '.repeat(10_000).slice(0, 199_000);
const longMails = 25;

async function writeLongDrafts(t: TestApp, token: string): Promise<void> {
  for (let n = 0; n < longMails; n++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mail-app/save-draft',
      headers: bearer(token),
      payload: { id: randomUUID(), to: [], subject: `Relatório ${n}`, message: longBody },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

const drafts = (t: TestApp, token: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/mail-app/mails?folderHandle=drafts&limit=100${query}`,
    headers: bearer(token),
  });

describe('searching long mails', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp();
    token = await signIn(t.app, 'user@conecta.example', 'user');
    await writeLongDrafts(t, token);
  }, 120_000);
  afterAll(() => t.close());

  it('answers two- and three-word phrases over 25 bodies of 199,000 characters in a few seconds, words marked', async () => {
    for (const phrase of ['"alfa beta"', '"alfa beta gama"']) {
      const started = performance.now();
      const response = await drafts(t, token, `&q=${encodeURIComponent(phrase)}`);
      const seconds = (performance.now() - started) / 1000;
      expect(response.statusCode, response.body).toBe(200);
      // Minutes before; well under a second here, with room for a slow machine.
      expect(seconds, phrase).toBeLessThan(5);
      const page: MailPage = response.json();
      expect(page.items).toHaveLength(longMails);
      for (const item of page.items) {
        expect(item.highlight?.excerpt.some((part) => part.match && part.text === 'alfa')).toBe(true);
        // The highlight comes from the start of the body only.
        expect(item.highlight?.excerpt.map((part) => part.text).join('').length).toBeLessThan(2000);
      }
    }
  });

  it('lists rows with a short plain-text excerpt and no body: a page of long mails stays small', async () => {
    const response = await drafts(t, token);
    expect(response.statusCode).toBe(200);
    const page: MailPage = response.json();
    expect(page.items.length).toBeGreaterThanOrEqual(longMails);
    for (const item of page.items) {
      expect(item).not.toHaveProperty('message');
      expect(item).not.toHaveProperty('body');
      expect(item.excerpt.length).toBeLessThanOrEqual(200);
    }
    const long = page.items.find((item) => item.subject === 'Relatório 0');
    expect(long?.excerpt).toBe(longBody.slice(0, 200).trim());
    // 25 bodies of 199,000 characters were 5 MB; now each row is a few hundred bytes.
    expect(response.body.length).toBeLessThan(100_000);
    // The whole mail, body and all, is still one call away.
    const whole = await t.app.inject({
      method: 'GET',
      url: `/api/mail-app/mail?mailId=${long?.id}`,
      headers: bearer(token),
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.json().message).toContain('alfa beta gama delta');
    expect(whole.json().message.length).toBeGreaterThan(150_000);
  });
});

describe('the per-account search rate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEARCH_RATE_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('refuses searches beyond SEARCH_RATE_PER_MINUTE with 429, a code and retry-after, for that account only', async () => {
    const user = await signIn(t.app, 'user@conecta.example', 'user');
    const staff = await signIn(t.app, 'staff@conecta.example', 'staff');
    const search = (token: string, q: string) =>
      t.app.inject({ method: 'GET', url: `/api/mail-app/mails?q=${q}`, headers: bearer(token) });
    for (const q of ['a', 'b', 'c']) expect((await search(user, q)).statusCode).toBe(200);
    const refused = await search(user, 'd');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'http.tooManySearches' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // One count for all the account's searches: the to-do list's search is refused too.
    const todoSearch = await t.app.inject({ method: 'GET', url: '/api/todo-app/todos?q=x', headers: bearer(user) });
    expect(todoSearch.statusCode).toBe(429);
    // Paging the list is not a search; another account has its own count.
    expect((await t.app.inject({ method: 'GET', url: '/api/mail-app/mails', headers: bearer(user) })).statusCode).toBe(
      200,
    );
    expect((await search(staff, 'a')).statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the statement timeout (PostgreSQL)', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    const scratch = await createScratchDatabase();
    // The long mails are written without a timeout (saving 199,000 characters takes longer than the tiny one)…
    const writer = await createTestApp({ database: await scratch.open() });
    await writeLongDrafts(writer, await signIn(writer.app, 'user@conecta.example', 'user'));
    await writer.close();
    // …then searched under a tiny one: migrations and seeding are exempt, the API's statements are not.
    const database = await scratch.open({ statementTimeoutMs: 30 });
    t = await createTestApp({
      database: {
        ...database,
        async close() {
          await database.close();
          await scratch.drop();
        },
      },
    });
    token = await signIn(t.app, 'user@conecta.example', 'user');
  }, 120_000);
  afterAll(() => t.close());

  it('answers a phrase search within the timeout, or 503 with its code and retry-after, never 500', async () => {
    for (const phrase of ['"alfa beta"', '"alfa beta gama"', 'alfa beta gama delta']) {
      const response = await drafts(t, token, `&q=${encodeURIComponent(phrase)}`);
      expect([200, 503], response.body).toContain(response.statusCode);
      if (response.statusCode === 503) {
        expect(response.json()).toMatchObject({ code: 'http.queryTimedOut' });
        expect(response.headers['retry-after']).toBe('1');
      }
    }
  });
});
