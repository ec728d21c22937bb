import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
const token = { user: '', staff: '' };

beforeAll(async () => {
  t = await createTestApp({
    env: { MAIL_SENDS_PER_MINUTE: '3', MAIL_RECIPIENTS_PER_HOUR: '5', DIRECTORY_REQUESTS_PER_MINUTE: '2' },
  });
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
});
afterAll(() => t.close());

const send = (who: string, recipients: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mail-app/send',
    headers: bearer(who),
    payload: {
      id: randomUUID(),
      to: Array.from({ length: recipients }, (_, i) => ({ name: '', email: `someone${i}@elsewhere.example` })),
      subject: 'Rate',
      message: '<p>Hi</p>',
    },
  });

describe('mailing rates per account', () => {
  it('refuses recipients past the hourly budget with 429, without using up the budget', async () => {
    expect((await send(token.user, 3)).statusCode).toBe(200);
    const refused = await send(token.user, 3);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'mail.recipientRate', params: { maximum: 5 } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    // The refused send took nothing: two recipients still fit.
    expect((await send(token.user, 2)).statusCode).toBe(200);
    expect((await send(token.user, 1)).statusCode).toBe(429);
  });

  it('refuses sends past the per-minute budget, for that account only', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(token.staff, 1)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await send(token.staff, 1);
    expect(refused.json()).toMatchObject({
      code: 'mail.sendRate',
      message: expect.stringContaining('3 mails a minute'),
    });
    const after = Number(refused.headers['retry-after']);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThanOrEqual(60);
  });
});

describe('the directory of addresses', () => {
  it('answers a few lookups a minute per account, then 429', async () => {
    const lookup = (who: string) =>
      t.app.inject({ method: 'GET', url: '/api/mail-app/contacts?q=a', headers: bearer(who) });
    expect((await lookup(token.user)).statusCode).toBe(200);
    expect((await lookup(token.user)).statusCode).toBe(200);
    const refused = await lookup(token.user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('mail.directoryRate');
    expect(refused.headers['retry-after']).toBeDefined();
    // Another account has its own budget.
    expect((await lookup(token.staff)).statusCode).toBe(200);
    // Bad input is refused first, and does not count.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/mail-app/contacts?q=${'x'.repeat(101)}`,
          headers: bearer(token.staff),
        })
      ).statusCode,
    ).toBe(400);
    expect((await lookup(token.staff)).statusCode).toBe(200);
  });
});
