import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/users (admins only)', () => {
  it('answers 401 without a valid token', async () => {
    for (const headers of [{}, bearer('forged.token.value')]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/users', headers });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 403 to staff and users', async () => {
    for (const [email, password] of [
      ['staff@conecta.example', 'staff'],
      ['user@conecta.example', 'user'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/users',
        headers: bearer(await signIn(t.app, email, password)),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/admin/);
    }
  });

  it('lists the accounts for an admin, paged in the database', async () => {
    const token = await signIn(t.app, 'admin@conecta.example', 'admin');
    const all = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    expect(
      all
        .json()
        .items.map((a: { email: string }) => a.email)
        .sort(),
    ).toEqual(['admin@conecta.example', 'staff@conecta.example', 'user@conecta.example']);
    const page = await t.app.inject({ method: 'GET', url: '/api/users?limit=2&offset=2', headers: bearer(token) });
    expect(page.json().items).toHaveLength(1);
    expect(page.json().total).toBe(3);
  });

  it('answers 400 naming a bad paging parameter', async () => {
    const token = await signIn(t.app, 'admin@conecta.example', 'admin');
    const response = await t.app.inject({ method: 'GET', url: '/api/users?limit=0&offset=-1', headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error).sort()).toEqual(['limit', 'offset']);
  });

  it('follows a role change at once, because roles are read on every request', async () => {
    const token = await signIn(t.app, 'admin@conecta.example', 'admin');
    const { accounts } = await import('../auth/table');
    const { eq } = await import('drizzle-orm');
    await t.db
      .update(accounts)
      .set({ roles: ['user'] })
      .where(eq(accounts.email, 'admin@conecta.example'));
    const response = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    await t.db
      .update(accounts)
      .set({ roles: ['admin'] })
      .where(eq(accounts.email, 'admin@conecta.example'));
  });
});
