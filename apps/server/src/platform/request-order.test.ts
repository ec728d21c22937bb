import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../test/test-app';

let t: TestApp;
let baseUrl: URL;
let user: string;
let staff: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  [user, staff, admin] = await Promise.all([
    signIn(t.app, 'user@conecta.example', 'user'),
    signIn(t.app, 'staff@conecta.example', 'staff'),
    signIn(t.app, 'admin@conecta.example', 'admin'),
  ]);
});
afterAll(() => t.close());

const mebibyte = 1024 * 1024;

/**
 * Announces a body of `declaredBytes` over a real connection but sends only its first chunk, then waits for the
 * answer: a server that reads the body before checking the token would never answer.
 */
function sendFirstChunkOnly(path: string, contentType: string, declaredBytes: number) {
  return new Promise<{ status: number; body: string; sentBytes: number; elapsedMs: number }>((resolve, reject) => {
    const started = Date.now();
    const chunk = Buffer.alloc(64 * 1024, contentType === 'text/csv' ? 'a' : ' ');
    const request = http.request(new URL(path, baseUrl), {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': String(declaredBytes) },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => {
        body += part;
      });
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body, sentBytes: chunk.length, elapsedMs: Date.now() - started });
        request.destroy();
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      // Closing our half-sent request after the answer is expected.
      if (error.code !== 'ECONNRESET') reject(error);
    });
    request.write(chunk);
  });
}

describe('the token is checked before the body is read', () => {
  it('answers an anonymous 60 MB JSON import with 401 after its first 64 KiB, without waiting for the rest', async () => {
    const answer = await sendFirstChunkOnly('/api/devices/import', 'application/json', 60 * 1000 * 1000);
    expect(answer.status).toBe(401);
    expect(answer.sentBytes).toBeLessThan(mebibyte);
    expect(answer.elapsedMs).toBeLessThan(5_000);
    expect(JSON.parse(answer.body)).toHaveProperty('message');
  });

  it('answers an anonymous 60 MB CSV import with 401 the same way', async () => {
    const answer = await sendFirstChunkOnly('/api/devices/import', 'text/csv', 60 * 1000 * 1000);
    expect(answer.status).toBe(401);
  });

  it('answers malformed anonymous requests with 401, never with a 400 that lists the schema', async () => {
    const malformed: InjectOptions[] = [
      { method: 'POST', url: '/api/devices', payload: '{not json', headers: { 'content-type': 'application/json' } },
      { method: 'POST', url: '/api/devices', payload: { imei: 5, kind: 'toaster' } },
      { method: 'POST', url: '/api/devices/bulk/status', payload: {} },
      { method: 'PATCH', url: '/api/devices/not-a-uuid', payload: { imei: [] } },
      { method: 'GET', url: '/api/devices?limit=many&sort=nothing' },
      { method: 'POST', url: '/api/devices/import', payload: '{', headers: { 'content-type': 'application/json' } },
      { method: 'GET', url: '/api/users?limit=-1' },
      { method: 'PUT', url: '/api/preferences/devices', payload: '[', headers: { 'content-type': 'application/json' } },
    ];
    for (const request of malformed) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(401);
      expect(response.json()).not.toHaveProperty('error.imei');
    }
  });

  it('answers in the order 401, 403, 400, 404', async () => {
    const unknownDevice = `/api/devices/${randomUUID()}`;
    const patch = (token: string | undefined, payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: unknownDevice,
        headers: token ? bearer(token) : {},
        payload: payload as object,
      });
    expect((await patch(undefined, { imei: 5 })).statusCode).toBe(401);
    expect((await patch(user, { imei: 5 })).statusCode).toBe(403);
    const invalid = await patch(staff, { imei: 5 });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error)).toEqual(['imei']);
    expect((await patch(staff, { notes: 'checked' })).statusCode).toBe(404);
  });
});

describe('body limits', () => {
  const twoMebibytesOfJson = JSON.stringify({ notes: 'x'.repeat(2 * mebibyte) });

  it('refuses a 2 MiB JSON body with 413 even to a signed-in admin, on the import as elsewhere', async () => {
    for (const [url, token] of [
      ['/api/devices/import', admin],
      ['/api/devices', staff],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: twoMebibytesOfJson,
      });
      expect(response.statusCode, url).toBe(413);
    }
  });

  it("keeps the import's large limit for its CSV body only", async () => {
    const csv = `imei,notes\n${'490154203237518,x\n'.repeat((2 * mebibyte) / 18)}`;
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/devices/import',
      headers: { ...bearer(admin), 'content-type': 'text/csv' },
      payload: csv,
    });
    // Read whole and checked (its header lacks required columns), not refused for its size.
    expect(imported.statusCode).toBe(400);
    expect(Object.keys(imported.json().error)).toEqual(['file']);

    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/devices',
      headers: { ...bearer(staff), 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(elsewhere.statusCode).toBe(415);
  });
});
