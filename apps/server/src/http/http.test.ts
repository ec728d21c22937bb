import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let webDist: string;
const script = `console.log(${JSON.stringify('conecta '.repeat(400))});`;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'conecta-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Conecta</title></head><body><div id="root"><!--splash--><div id="splash"></div><!--/splash--></div></body></html>',
  );
  await writeFile(
    path.join(webDist, 'prerendered.json'),
    JSON.stringify({
      '/login': { state: '{"path":"/login","a":"<&>"}', html: '<main><h1>Entrar na sua conta $&</h1></main>' },
    }),
  );
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), script);
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  await writeFile(
    path.join(webDist, 'page-preloads.json'),
    JSON.stringify({
      '/login': ['/assets/LoginPage-1.js'],
      '/apps/mail/:folderHandle/:mailId?': ['/assets/Mail-2.js'],
    }),
  );
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the server around the API', () => {
  it('says it is healthy once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI document of every route, generated from the contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth',
        '/api/auth/access-token',
        '/api/auth/session',
        '/api/auth/register',
        '/api/auth/user/update',
        '/api/users',
        '/api/health',
      ]),
    );
    // The contracts' registered ids become reusable components.
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['User', 'AuthResponse', 'Session', 'ApiError', 'UserSettings', 'Account', 'AccountList']),
    );
    const signInBody = document.paths['/api/auth'].post.requestBody.content['application/json'].schema;
    expect(signInBody.required).toEqual(expect.arrayContaining(['email', 'password']));
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/No route/);
  });

  it('serves the single-page app for deep links, uncached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/conecta/devicelist?page=2' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('writes an empty provider configuration into the page when no outside provider is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    expect(response.body).toContain('<script type="application/json" id="conecta-config">{}</script>');
    const connectSrc = /connect-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(connectSrc).toBe("'self'");
  });

  it("lists each page's scripts as modulepreload links in its HTML, so they load at once", async () => {
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">');
    const mail = await t.app.inject({ method: 'GET', url: '/apps/mail/inbox?unread=1' });
    expect(mail.body).toContain('href="/assets/Mail-2.js"');
    expect(mail.body).not.toContain('LoginPage-1.js');
    // A trailing optional parameter may be there or not.
    const reader = await t.app.inject({ method: 'GET', url: '/apps/mail/inbox/mail-1' });
    expect(reader.body).toContain('href="/assets/Mail-2.js"');
    const deeper = await t.app.inject({ method: 'GET', url: '/apps/mail/inbox/mail-1/more' });
    expect(deeper.body).not.toContain('modulepreload');
    const other = await t.app.inject({ method: 'GET', url: '/somewhere/else' });
    expect(other.body).not.toContain('modulepreload');
  });

  it("sends a guest page's markup in its HTML in place of the splash, with the state it was rendered in", async () => {
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.body).toContain(
      '<div id="root" data-prerendered="{&quot;path&quot;:&quot;/login&quot;,&quot;a&quot;:&quot;&lt;&amp;>&quot;}"><main><h1>Entrar na sua conta $&</h1></main></div>',
    );
    expect(login.body).not.toContain('id="splash"');
    // Its first frame waits for the whole page: nothing paints half-parsed and moves when the rest arrives.
    expect(login.body).toContain('<link rel="expect" href="#page-end" blocking="render"></head>');
    expect(login.body).toContain('</main></div><template id="page-end"></template>');
    // Every other page keeps the splash until its scripts render it.
    const mail = await t.app.inject({ method: 'GET', url: '/apps/mail/inbox' });
    expect(mail.body).toContain('<div id="root"><!--splash--><div id="splash"></div><!--/splash--></div>');
    expect(mail.body).not.toContain('data-prerendered');
    expect(mail.body).not.toContain('rel="expect"');
  });

  it("compresses a page's HTML for a browser that accepts it", async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/login' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const login = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br, gzip' } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-encoding']).toBe('br');
    expect(login.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(login.rawPayload).toString()).toBe(plain.body);
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
  });
});
