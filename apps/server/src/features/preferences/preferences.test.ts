import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let user: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await signIn(t.app, 'user@conecta.example', 'user');
  staff = await signIn(t.app, 'staff@conecta.example', 'staff');
});
afterAll(() => t.close());

const read = (view: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/preferences/${view}`, headers: bearer(token) });
const save = (view: string, payload: unknown, token: string) =>
  t.app.inject({ method: 'PUT', url: `/api/preferences/${view}`, payload: payload as object, headers: bearer(token) });

describe('view preferences of the lists', () => {
  it('answers the defaults before anything is saved', async () => {
    const response = await read('devices', user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ columnVisibility: {}, density: 'standard' });
  });

  it('keeps what each user saved, per view, and replaces it on the next save', async () => {
    const mine = { columnVisibility: { iccid: false, imsi: false }, density: 'compact' };
    const saved = await save('devices', mine, user);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(mine);
    expect((await read('devices', user)).json()).toEqual(mine);

    // Another view and another user are untouched.
    expect((await read('users', user)).json()).toEqual({ columnVisibility: {}, density: 'standard' });
    expect((await read('devices', staff)).json()).toEqual({ columnVisibility: {}, density: 'standard' });

    // A save replaces the whole state; what it leaves out takes the default.
    expect((await save('devices', { density: 'comfortable' }, user)).statusCode).toBe(200);
    expect((await read('devices', user)).json()).toEqual({ columnVisibility: {}, density: 'comfortable' });
  });

  it('answers 400 naming the field for a bad value or view, and keeps what was stored', async () => {
    const density = await save('devices', { density: 'tiny' }, user);
    expect(density.statusCode).toBe(400);
    expect(Object.keys(density.json().error)).toEqual(['density']);
    const columns = await save('devices', { columnVisibility: { imei: 'yes' } }, user);
    expect(columns.statusCode).toBe(400);
    expect(Object.keys(columns.json().error)).toEqual(['columnVisibility.imei']);
    const view = await read('mailbox', user);
    expect(view.statusCode).toBe(400);
    expect(view.json().error).toEqual({ view: 'Unknown view' });
    expect((await save('mailbox', {}, user)).statusCode).toBe(400);
    expect((await read('devices', user)).json().density).toBe('comfortable');
  });

  it('answers 401 without a valid token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/preferences/devices' })).statusCode).toBe(401);
    const put = await t.app.inject({ method: 'PUT', url: '/api/preferences/devices', payload: { density: 'compact' } });
    expect(put.statusCode).toBe(401);
  });
});
