import { randomUUID } from 'node:crypto';
import { inputMessages, messageText } from '@conecta/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../db/keyset';
import { bearer, createTestApp, signIn, type TestApp } from '../test/test-app';

let t: TestApp;
let user: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  [user, admin] = await Promise.all([
    signIn(t.app, 'user@conecta.example', 'user'),
    signIn(t.app, 'admin@conecta.example', 'admin'),
  ]);
});
afterAll(() => t.close());

const nul = '\u0000';
const q = encodeURIComponent(`a${nul}b`);

describe('a NUL character is refused with 400 naming the field, never a 500', () => {
  const cases: [string, () => InjectOptions, string][] = [
    ['device search', () => ({ method: 'GET', url: `/api/devices?q=${q}`, headers: bearer(user) }), 'q'],
    ['user search', () => ({ method: 'GET', url: `/api/users?q=${q}`, headers: bearer(admin) }), 'q'],
    ['device export', () => ({ method: 'GET', url: `/api/devices/export.csv?q=${q}`, headers: bearer(user) }), 'q'],
    ['owner search', () => ({ method: 'GET', url: `/api/devices/owner-options?q=${q}`, headers: bearer(user) }), 'q'],
    [
      'chat message',
      () => ({
        method: 'POST',
        url: '/api/chat/send-message',
        headers: bearer(user),
        payload: { chatId: randomUUID(), contactId: randomUUID(), messageText: `hi${nul}` },
      }),
      'messageText',
    ],
    [
      'chat mood',
      () => ({ method: 'POST', url: '/api/chat/user/data', headers: bearer(user), payload: { mood: `ok${nul}` } }),
      'mood',
    ],
    [
      'display name at update',
      () => ({
        method: 'POST',
        url: '/api/auth/user/update',
        headers: bearer(user),
        payload: { user: { data: { displayName: `Ana${nul}` } } },
      }),
      'user.data.displayName',
    ],
    [
      'display name at registration',
      () => ({
        method: 'POST',
        url: '/api/auth/register',
        payload: { displayName: `Ana ${nul}Lima`, email: 'nul@conecta.example', password: 'secret' },
      }),
      'displayName',
    ],
    [
      'device create',
      () => ({ method: 'POST', url: '/api/devices', headers: bearer(admin), payload: { notes: `x${nul}`, imei: '1' } }),
      'notes',
    ],
    [
      'CSV import',
      () => ({
        method: 'POST',
        url: '/api/devices/import',
        headers: { ...bearer(admin), 'content-type': 'text/csv' },
        payload: `imei,notes\n490154203237518,a${nul}b\n`,
      }),
      'body',
    ],
    [
      'preference keys',
      () => ({
        method: 'PUT',
        url: '/api/preferences/devices',
        headers: bearer(user),
        payload: { columnVisibility: { [`imei${nul}`]: false } },
      }),
      `columnVisibility.imei${nul}`,
    ],
  ];

  it.each(cases)('%s', async (_name, request, field) => {
    const response = await t.app.inject(request());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({ [field]: messageText(inputMessages.nul) });
  });

  it('finds a NUL 400,000 levels deep in a body at once, and names a short field', async () => {
    const started = Date.now();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences/devices',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      payload: `{"columnVisibility":${'['.repeat(400_000)}"\\u0000"${']'.repeat(400_000)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error)[0]?.split('.')).toHaveLength(32);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('still checks the token first', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/devices?q=${q}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('keyset cursors are checked against the sort they page', () => {
  const list = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('answers a cursor this API wrote for the sort with the next page', async () => {
    const first = await list('/api/devices?sort=lastSeenAt&limit=5');
    expect(first.statusCode).toBe(200);
    const next = await list(`/api/devices?sort=lastSeenAt&limit=5&cursor=${first.json().nextCursor}`);
    expect(next.statusCode).toBe(200);
  });

  it.each([
    ['a non-date on a date sort of devices', '/api/devices?sort=lastSeenAt', encodeCursor('not a date', randomUUID())],
    [
      'a date that does not exist',
      '/api/devices?sort=createdAt',
      encodeCursor('2024-02-31T10:00:00.000Z', randomUUID()),
    ],
    ['a non-uuid id', '/api/devices?sort=imei', encodeCursor('35', '------------------------------------')],
    ['null on a column that has no nulls', '/api/devices?sort=imei', encodeCursor(null, randomUUID())],
    ['a non-date on a date sort of users', '/api/users?sort=createdAt', encodeCursor('yesterday', randomUUID())],
    ['a NUL in a text cursor', '/api/users?sort=email', encodeCursor(`a${nul}`, randomUUID())],
    ['something that is not a cursor', '/api/devices?sort=updatedAt', 'bm90IGpzb24'],
    [
      'a date in year 0 on devices',
      '/api/devices?sort=lastSeenAt',
      encodeCursor('0000-06-01T00:00:00.000Z', randomUUID()),
    ],
    ['a date in year 0 on users', '/api/users?sort=createdAt', encodeCursor('0000-01-01T00:00:00Z', randomUUID())],
  ])('%s: 400 naming cursor', async (_name, url, cursor) => {
    const response = await list(`${url}&cursor=${cursor}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().error)).toEqual(['cursor']);
  });

  it('reads an audit history cursor beyond any id as the start, not as a database error', async () => {
    const response = await list(`/api/devices/${randomUUID()}/history?cursor=99999999999999999999999`);
    expect(response.statusCode).toBe(200);
  });
});

describe('stored settings are capped', () => {
  const saveSettings = (settings: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: bearer(user),
      payload: { user: { data: { settings } } },
    });

  it('refuses settings nested 5,000 deep with 400', async () => {
    // Written as text: serializing 5,000 levels would overflow the test's own stack.
    const settings = `${'{"inner":'.repeat(5000)}{}${'}'.repeat(5000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      payload: `{"user":{"data":{"settings":${settings}}}}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({ 'user.data.settings': messageText(inputMessages.settingsTooDeep) });
  });

  it('answers 400 to a body nested 200,000 deep, without overflowing a stack', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      payload: `{"user":{"data":{"settings":{"a":${'['.repeat(200_000)}${']'.repeat(200_000)}}}}}`,
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
  });

  it('refuses settings over 64 KiB with 400', async () => {
    const response = await saveSettings({ notes: 'x'.repeat(65 * 1024) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ 'user.data.settings': messageText(inputMessages.settingsTooLarge) });
  });

  it('stores settings within the limits, 20 levels deep included', async () => {
    let settings: Record<string, unknown> = { theme: 'dark' };
    for (let level = 1; level < 20; level += 1) settings = { inner: settings };
    const response = await saveSettings(settings);
    expect(response.statusCode, response.body).toBe(200);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: bearer(user) });
    expect(session.json().user.data.settings).toEqual(settings);
  });
});

describe('a lone UTF-16 surrogate is refused with 400 naming the field, never a 500', () => {
  // JSON carries half a character as "\ud800"; PostgreSQL's jsonb refuses to store it.
  const half = '\ud800';
  const cases: [string, () => InjectOptions, string][] = [
    [
      'settings',
      () => ({
        method: 'POST',
        url: '/api/auth/user/update',
        headers: bearer(user),
        payload: { user: { data: { settings: { theme: { main: `default${half}` } } } } },
      }),
      'user.data.settings.theme.main',
    ],
    [
      'shortcuts',
      () => ({
        method: 'POST',
        url: '/api/auth/user/update',
        headers: bearer(user),
        payload: { user: { data: { shortcuts: [`mail${half}`] } } },
      }),
      'user.data.shortcuts.0',
    ],
    [
      'device notes',
      () => ({
        method: 'POST',
        url: '/api/devices',
        headers: bearer(admin),
        payload: { notes: `x${half}`, imei: '1' },
      }),
      'notes',
    ],
    [
      'preference keys',
      () => ({
        method: 'PUT',
        url: '/api/preferences/devices',
        headers: bearer(user),
        payload: { columnVisibility: { [`imei${'\udc00'}`]: false } },
      }),
      `columnVisibility.imei${'\udc00'}`,
    ],
  ];

  it.each(cases)('%s', async (_name, request, field) => {
    const response = await t.app.inject(request());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({ [field]: messageText(inputMessages.surrogate) });
  });

  it('keeps whole characters outside the basic plane: an emoji (a surrogate pair) is stored and read back', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/preferences/devices',
      headers: bearer(user),
      payload: { columnVisibility: { 'imei📱': false } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/preferences/devices', headers: bearer(user) });
    expect(read.json()).toMatchObject({ columnVisibility: { 'imei📱': false } });
  });
});

describe('dates before 0001-01-01 or after 9999-12-31 are refused with 400 naming the field, never a 500', () => {
  it.each([
    ['year 0', '0000-01-01T00:00:00Z'],
    ['year 10000 once in UTC', '9999-12-31T23:30:00-01:00'],
  ])('%s: a to-do date, a device seen date', async (_name, date) => {
    const todo = await t.app.inject({
      method: 'POST',
      url: '/api/todo-app/new-todo',
      headers: bearer(user),
      payload: { title: 'Datas', dueDate: date },
    });
    expect(todo.statusCode, todo.body).toBe(400);
    expect(Object.keys(todo.json().error)).toEqual(['dueDate']);

    const device = await t.app.inject({
      method: 'POST',
      url: '/api/devices',
      headers: bearer(admin),
      payload: { imei: '490154203237518', lastSeenAt: date },
    });
    expect(device.statusCode, device.body).toBe(400);
    expect(Object.keys(device.json().error)).toContain('lastSeenAt');
  });

  it('keeps the last storable instant', async () => {
    const todo = await t.app.inject({
      method: 'POST',
      url: '/api/todo-app/new-todo',
      headers: bearer(user),
      payload: { title: 'Fim dos tempos', dueDate: '9999-12-31T23:59:59Z' },
    });
    expect(todo.statusCode, todo.body).toBe(200);
    expect(JSON.stringify(todo.json())).toContain('9999-12-31T23:59:59');
  });
});
