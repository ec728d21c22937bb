import {
  maxPreferenceViewsPerAccount,
  maxRememberedColumns,
  messageText,
  preferenceMessages,
} from '@conecta/contracts';
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
    // Not a view name: capitals, spaces, a path, a leading digit, one character too many.
    for (const junk of ['Devices', 'my%20view', '..%2Fadmin', '1st', `v${'x'.repeat(40)}`]) {
      const view = await read(junk, user);
      expect(view.statusCode, junk).toBe(400);
      expect(view.json().error, junk).toEqual({ view: messageText(preferenceMessages.viewName) });
      expect((await save(junk, { density: 'compact' }, user)).statusCode, junk).toBe(400);
    }
    expect((await read('devices', user)).json().density).toBe('comfortable');
  });

  it('keeps the view of any list a feature names, with no list of them to edit', async () => {
    const contacts = { columnVisibility: { phone: false }, density: 'compact' };
    expect((await read('contacts', staff)).json()).toEqual({ columnVisibility: {}, density: 'standard' });
    expect((await save('contacts', contacts, staff)).statusCode).toBe(200);
    expect((await read('contacts', staff)).json()).toEqual(contacts);
    expect((await save('mail.contacts-picker', { density: 'comfortable' }, staff)).statusCode).toBe(200);
    expect((await read('contacts', user)).json()).toEqual({ columnVisibility: {}, density: 'standard' });
  });

  it(`keeps at most ${maxPreferenceViewsPerAccount} views per account, still saving the ones it has`, async () => {
    const admin = await signIn(t.app, 'admin@conecta.example', 'admin');
    for (let index = 0; index < maxPreferenceViewsPerAccount; index++)
      expect((await save(`view-${index}`, { density: 'compact' }, admin)).statusCode).toBe(200);

    const oneTooMany = await save('one-too-many', { density: 'compact' }, admin);
    expect(oneTooMany.statusCode).toBe(400);
    expect(oneTooMany.json().error).toEqual({ view: messageText(preferenceMessages.tooManyViews) });
    expect((await read('one-too-many', admin)).json()).toEqual({ columnVisibility: {}, density: 'standard' });

    // A view the account already keeps is still saved, and other accounts are not limited by this one.
    expect((await save('view-0', { density: 'comfortable' }, admin)).statusCode).toBe(200);
    expect((await read('view-0', admin)).json().density).toBe('comfortable');
    expect((await save('one-too-many', { density: 'compact' }, user)).statusCode).toBe(200);
  });

  it(`remembers at most ${maxRememberedColumns} columns per view, keeping what was stored`, async () => {
    const columns = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`column${i}`, false]));
    expect((await save('wide', { columnVisibility: columns(maxRememberedColumns) }, staff)).statusCode).toBe(200);
    const tooWide = await save('wide', { columnVisibility: columns(20_000) }, staff);
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().error).toEqual({ columnVisibility: messageText(preferenceMessages.tooManyColumns) });
    expect(Object.keys((await read('wide', staff)).json().columnVisibility)).toHaveLength(maxRememberedColumns);
  });

  it('answers 401 without a valid token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/preferences/devices' })).statusCode).toBe(401);
    const put = await t.app.inject({ method: 'PUT', url: '/api/preferences/devices', payload: { density: 'compact' } });
    expect(put.statusCode).toBe(401);
  });
});
