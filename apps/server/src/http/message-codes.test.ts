import { accountMessages, authMessages, deviceMessages, messageText } from '@conecta/contracts';
import { todoMessages } from '@conecta/contracts/todo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDeviceInput } from '../features/devices/test-devices';
import { bearer, createTestApp, signIn, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp({ config: { signInLimitPerAccount: 3 } });
  [admin, user] = await Promise.all([
    signIn(t.app, 'admin@conecta.example', 'admin'),
    signIn(t.app, 'user@conecta.example', 'user'),
  ]);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });

describe('refusals carry stable codes beside the spec’s English', () => {
  it('codes the field errors of a refused sign-in', async () => {
    const wrong = await post('/api/auth', { email: 'admin@conecta.example', password: 'not-it' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: { password: messageText(authMessages.wrongPassword) },
      codes: { password: 'auth.wrongPassword' },
    });

    const unknown = await post('/api/auth', { email: 'nobody@conecta.example', password: 'whatever' });
    expect(unknown.json()).toEqual({
      error: { email: messageText(authMessages.unknownEmail) },
      codes: { email: 'auth.unknownEmail' },
    });
  });

  it('codes a disabled account, on its message and on its field', async () => {
    const registered = await post('/api/auth/register', {
      displayName: 'Codes Tester',
      email: 'codes.tester@conecta.example',
      password: 'secret',
    });
    const { uuid } = registered.json().user;
    const disabled = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${uuid}`,
      headers: bearer(admin),
      payload: { status: 'disabled' },
    });
    expect(disabled.statusCode).toBe(200);

    const refused = await post('/api/auth', { email: 'codes.tester@conecta.example', password: 'secret' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: messageText(accountMessages.disabled),
      code: 'account.disabled',
      error: { email: messageText(accountMessages.disabled) },
      codes: { email: 'account.disabled' },
    });
  });

  it('codes schema validation: the summary with its values, and each field', async () => {
    const response = await post('/api/auth', { email: 'x', password: '1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid body: email, password',
      code: 'http.invalidPart',
      params: { part: 'body', fields: 'email, password' },
      error: { email: messageText(authMessages.loginEmail), password: messageText(authMessages.loginPassword) },
      codes: { email: 'auth.loginEmail', password: 'auth.loginPassword' },
    });
  });

  it('codes the 401, 403 and 404 sentences', async () => {
    const noToken = await t.app.inject({ method: 'GET', url: '/api/users' });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({
      error: messageText(authMessages.invalidToken),
      message: messageText(authMessages.invalidToken),
      code: 'auth.invalidToken',
    });

    const wrongRole = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(user) });
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json()).toEqual({
      message: 'This needs the admin role.',
      code: 'http.roleNeeded',
      params: { role: 'admin' },
    });

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/devices/00000000-0000-4000-8000-000000000000',
      headers: bearer(user),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messageText(deviceMessages.notFound), code: 'device.notFound' });

    const noRoute = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(noRoute.json()).toEqual({
      message: 'No route for GET /api/nothing-here',
      code: 'http.noRoute',
      params: { method: 'GET', path: '/api/nothing-here' },
    });
  });

  it('codes what only the data can refuse (a taken IMEI)', async () => {
    const device = testDeviceInput(1, {}, 71);
    expect((await post('/api/devices', device, admin)).statusCode).toBe(201);
    const again = await post('/api/devices', { ...testDeviceInput(2, {}, 71), imei: device.imei }, admin);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: { imei: messageText(deviceMessages.imeiTaken) },
      codes: { imei: 'device.imeiTaken' },
    });
  });

  it('codes every problem of a refused import, with its row and values', async () => {
    const header = 'imei,serialNumber,kind,manufacturer,model,network';
    const row = '490154203237518,SN-1,handset,Acme,One,5G';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/devices/import',
      headers: { ...bearer(admin), 'content-type': 'text/csv' },
      payload: [header, row, row, 'only,three,cells'].join('\n'),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'Nothing was imported: 2 rows have problems to fix.',
      code: 'import.rejected',
      params: { rows: 2 },
    });
    expect(body.problems).toEqual([
      {
        row: 3,
        field: 'imei',
        message: 'Row 2 of this file has the same value',
        code: 'import.duplicateInFile',
        params: { firstRow: 2 },
      },
      {
        row: 4,
        field: 'row',
        message: 'The row has 3 cells; the header has 6.',
        code: 'import.cellCount',
        params: { cells: 3, columns: 6 },
      },
    ]);

    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/devices/import',
      headers: { ...bearer(admin), 'content-type': 'text/csv' },
      payload: ' ',
    });
    expect(empty.json()).toMatchObject({ code: 'import.empty', codes: { file: 'import.empty' } });
  });

  it('codes the per-account sign-in delay with the seconds it names', async () => {
    const attempt = () => post('/api/auth', { email: 'staff@conecta.example', password: 'wrong' });
    for (let tries = 0; tries < 3; tries++) await attempt();
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many failed attempts for this account. Try again in 1 s.',
      code: 'auth.tooManyAttempts',
      params: { seconds: 1 },
    });
  });

  it('codes a to-do refusal with the to-do’s own code, though mail words it the same', async () => {
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/todo-app/todos?labelHandle=nope',
      headers: bearer(user),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'http.invalidPart',
      error: { labelHandle: 'Unknown label' },
      codes: { labelHandle: 'todo.labelHandle' },
    });
    expect(todoMessages.labelHandle).toBe('todo.labelHandle');

    const untitled = await post('/api/todo-app/new-todo', { title: '   ' }, user);
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json()).toMatchObject({
      error: { title: 'Title is required (up to 200 characters)' },
      codes: { title: 'todo.title' },
    });
  });

  it('codes zod’s own refusals by their issue, with the values zod names', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/00000000-0000-4000-8000-000000000000',
      headers: bearer(admin),
      payload: { status: 'sleeping' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.codes).toEqual({ status: 'validation.invalidValue' });
    expect(body.error.status).toMatch(/^Invalid option/);
  });

  it('documents the codes in the OpenAPI error shape', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.components.schemas.ApiError.properties)).toEqual(
      expect.arrayContaining(['message', 'error', 'code', 'params', 'codes', 'fieldParams']),
    );
  });
});
