import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/quick-panel/data', () => {
  it('answers the seeded events and notes, in order, to anyone signed in', async () => {
    const token = await signIn(t.app, 'user@conecta.example', 'user');
    const response = await t.app.inject({ method: 'GET', url: '/api/quick-panel/data', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const { events, notes } = response.json();
    expect(events).toHaveLength(4);
    expect(notes).toHaveLength(3);
    expect(events[0]).toEqual({
      id: expect.any(String),
      title: 'Janela de manutenção 5G — São Paulo',
      detail: expect.any(String),
    });
    expect(notes.map((note: { title: string }) => note.title)).toContain('Chips eSIM em falta');
  });

  it('answers 401 without a valid token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/quick-panel/data' });
    expect(response.statusCode).toBe(401);
  });
});
