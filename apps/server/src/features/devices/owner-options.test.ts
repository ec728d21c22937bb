import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../accounts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, 'user@conecta.example', 'user');
});
afterAll(() => t.close());

const ask = (query: string, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: 'GET', url: `/api/devices/owner-options${query}`, headers });

describe('GET /api/devices/owner-options', () => {
  it('answers 401 without a token', async () => {
    expect((await ask('', {})).statusCode).toBe(401);
  });

  it('finds accounts by part of the name or email, and only their public profile', async () => {
    const byName = await ask('?q=rgio%20St');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().items).toEqual([
      { id: expect.any(String), displayName: 'Sérgio Staff', email: 'staff@conecta.example', photoURL: '' },
    ]);
    // Accents and case aside: "sergio" finds Sérgio.
    const unaccented = await ask('?q=SERGIO');
    expect(unaccented.json().items.map((item: { email: string }) => item.email)).toEqual(['staff@conecta.example']);
    const byEmail = await ask('?q=ADMIN@');
    expect(byEmail.json().items.map((item: { email: string }) => item.email)).toEqual(['admin@conecta.example']);
  });

  it('treats % and _ as letters and leaves disabled accounts out', async () => {
    expect((await ask('?q=%25')).json().items).toEqual([]);
    await t.db.update(accounts).set({ status: 'disabled' }).where(eq(accounts.email, 'staff@conecta.example'));
    const emails = (await ask('?limit=50')).json().items.map((item: { email: string }) => item.email);
    expect(emails).toContain('admin@conecta.example');
    expect(emails).not.toContain('staff@conecta.example');
  });

  it('names the field of a bad limit', async () => {
    const response = await ask('?limit=500');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toHaveProperty('limit');
  });
});
