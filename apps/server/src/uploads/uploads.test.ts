import { avatarMaxBytes } from '@conecta/contracts/files';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByEmail, tokenOfNewSession } from '../accounts';
import { authGuard, currentAccount } from '../auth/guard';
import { createOutsideTokenVerifier } from '../auth/outside-tokens';
import { createTokenService } from '../auth/tokens';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { loadSampleData } from '../db/sample-data';
import { registerErrorHandling } from '../http/errors';
import { sampleDataSets } from '../sample-data';
import { openTestDatabase, testSecret } from '../test/test-app';
import { acceptUploads, createFileStore, type FileUse, readableBy, receiveUpload, storedFileUrl } from '.';
import { avatarUse } from './avatar';
import { cleanFileName } from './receive';
import { fileServingRoutes } from './serve';
import { htmlPage, makeImage, multipartBody } from './test-files';

/** A use unlike the avatar: owner-only, tiny, documents as well as images, no thumbnail. */
const privateUse: FileUse = {
  name: 'private-note',
  maxBytes: 4 * 1024,
  allowedTypes: ['application/pdf', 'image/png'],
  canRead: readableBy.ownerOnly,
};
const smallPdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let database: DatabaseHandle;
let app: FastifyInstance;
const tokens = createTokenService(testSecret);
const bearerOf: Record<'user' | 'staff' | 'admin', string> = { user: '', staff: '', admin: '' };
const bearer = (who: keyof typeof bearerOf) => ({ authorization: `Bearer ${bearerOf[who]}` });

/** The upload module alone, with the avatar use and a private one, each behind an upload route. */
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  await loadSampleData(database.db, sampleDataSets);
  const config = loadConfig({ WEB_DIST: '/nonexistent' });
  app = Fastify().withTypeProvider();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(authGuard, {
    db: database.db,
    tokens,
    outsideTokens: createOutsideTokenVerifier(config),
    config,
  });
  const store = createFileStore(database.db);
  await app.register(fileServingRoutes, { store, uses: [avatarUse, privateUse], db: database.db });
  await app.register(async (scope) => {
    await scope.register(acceptUploads);
    for (const use of [avatarUse, privateUse]) {
      scope.post(`/test/${use.name}`, { onRequest: scope.authenticate }, async (request) => {
        const saved = await store.save(await receiveUpload(request, use, currentAccount(request).id));
        return { id: saved.id, contentType: saved.contentType, fileName: saved.fileName, size: saved.size };
      });
    }
  });
  await app.ready();
  for (const who of ['user', 'staff', 'admin'] as const) {
    const account = await findAccountByEmail(database.db, `${who}@conecta.example`);
    if (!account) throw new Error(`the sample data has no ${who} account`);
    bearerOf[who] = await tokenOfNewSession(database.db, tokens, account.id);
  }
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function upload(
  use: FileUse,
  bytes: Buffer,
  options: Parameters<typeof multipartBody>[1] = {},
  who: keyof typeof bearerOf = 'user',
) {
  const { payload, headers } = await multipartBody(bytes, options);
  return app.inject({ method: 'POST', url: `/test/${use.name}`, payload, headers: { ...headers, ...bearer(who) } });
}

const fetchFile = (url: string, who?: keyof typeof bearerOf, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...headers, ...(who && bearer(who)) } });

describe('what the upload module accepts', () => {
  it('reads the type from the bytes: a PNG named .txt and sent as text/plain is stored as image/png', async () => {
    const response = await upload(avatarUse, await makeImage('png'), { fileName: 'notes.txt', type: 'text/plain' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ contentType: 'image/png', fileName: 'notes.png' });
  });

  it('refuses an HTML page named .png and sent as image/png with 415', async () => {
    const response = await upload(avatarUse, htmlPage, { fileName: 'cat.png', type: 'image/png' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'This type of file is not accepted here.',
      code: 'file.typeNotAllowed',
    });
  });

  it('judges the type from the first KiB while streaming: a 3 MiB HTML file is refused as a type, not read to the limit', async () => {
    const bigPage = Buffer.concat([htmlPage, Buffer.alloc(3 * 1024 * 1024, ' ')]);
    const response = await upload(avatarUse, bigPage, { fileName: 'big.png', type: 'image/png' });
    expect(response.statusCode).toBe(415);
  });

  it('takes each of PNG, JPEG, WebP and GIF as an avatar, and refuses a PDF there while the private use takes it', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif'] as const) {
      const response = await upload(avatarUse, await makeImage(format, 40, 40));
      expect(response.statusCode, format).toBe(200);
      expect(response.json().contentType).toBe(format === 'jpeg' ? 'image/jpeg' : `image/${format}`);
    }
    expect((await upload(avatarUse, smallPdf, { fileName: 'a.pdf' })).statusCode).toBe(415);
    const pdf = await upload(privateUse, smallPdf, { fileName: 'a.pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().contentType).toBe('application/pdf');
  });

  it("applies each use's own size limit with 413", async () => {
    const png = await makeImage('png', 40, 40);
    // 5 KiB passes the avatar's 2 MiB limit but not the private use's 4 KiB.
    const fiveKiB = Buffer.concat([png, Buffer.alloc(5 * 1024 - png.length)]);
    expect((await upload(avatarUse, fiveKiB)).statusCode).toBe(200);
    const refused = await upload(privateUse, fiveKiB);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ message: 'The file is too large.', code: 'file.tooLarge' });

    const overTwoMiB = Buffer.concat([png, Buffer.alloc(avatarMaxBytes)]);
    expect((await upload(avatarUse, overTwoMiB)).statusCode).toBe(413);
    const exactlyTwoMiB = Buffer.concat([png, Buffer.alloc(avatarMaxBytes - png.length)]);
    expect((await upload(avatarUse, exactlyTwoMiB)).statusCode).toBe(200);
  });

  it('answers 400 naming the file field for a body without a file, an empty file or no multipart at all', async () => {
    const wrongField = await upload(avatarUse, await makeImage('png', 10, 10), { field: 'photo' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toEqual({ file: 'Choose a file to upload.' });

    const empty = await upload(avatarUse, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toEqual({ file: 'The file is empty.' });

    for (const [type, payload] of [
      ['application/json', '{"file":"x"}'],
      ['application/octet-stream', 'raw bytes'],
      ['multipart/form-data', 'no boundary'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/test/avatar',
        payload,
        headers: { 'content-type': type, ...bearer('user') },
      });
      expect(response.statusCode, type).toBe(400);
      expect(response.json().error, type).toHaveProperty('file');
    }
  });

  it('answers 401 without a token before looking at the body', async () => {
    const { payload, headers } = await multipartBody(htmlPage);
    expect((await app.inject({ method: 'POST', url: '/test/avatar', payload, headers })).statusCode).toBe(401);
    const raw = await app.inject({
      method: 'POST',
      url: '/test/avatar',
      payload: 'x',
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(raw.statusCode).toBe(401);
  });
});

describe('who may read a stored file', () => {
  it('serves a private file to its owner only; another account, even an admin, gets 404 as for an unknown id', async () => {
    const { id } = (await upload(privateUse, smallPdf, { fileName: 'mine.pdf' }, 'user')).json();
    expect((await fetchFile(storedFileUrl(id), 'user')).statusCode).toBe(200);
    for (const other of ['staff', 'admin'] as const) {
      const response = await fetchFile(storedFileUrl(id), other);
      expect(response.statusCode, other).toBe(404);
      expect(response.json()).toEqual({ message: 'No such file.', code: 'file.notFound' });
    }
    expect((await fetchFile(storedFileUrl('00000000-0000-4000-8000-000000000000'), 'user')).statusCode).toBe(404);
  });

  it('serves an avatar to any signed-in user, and nothing without a token', async () => {
    const { id } = (await upload(avatarUse, await makeImage('png'), {}, 'user')).json();
    for (const reader of ['user', 'staff', 'admin'] as const) {
      expect((await fetchFile(storedFileUrl(id), reader)).statusCode, reader).toBe(200);
    }
    const anonymous = await fetchFile(storedFileUrl(id));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('PNG');
  });

  it('answers 401 before 400 for a malformed id, and 400 naming the id with a token', async () => {
    expect((await fetchFile('/api/files/not-an-id')).statusCode).toBe(401);
    const response = await fetchFile('/api/files/not-an-id', 'user');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toHaveProperty('id');
  });
});

describe('the file name kept with a file', () => {
  it('drops folders, control characters and quotes, and takes the extension of the real type', () => {
    expect(cleanFileName('C:\\Users\\ana\\foto.txt', 'png')).toBe('foto.png');
    expect(cleanFileName('../../a"b\r\nc.jpg', 'gif')).toBe('abc.gif');
    expect(cleanFileName('', 'webp')).toBe('file.webp');
    expect(cleanFileName('x'.repeat(300), 'png')).toBe(`${'x'.repeat(120)}.png`);
  });
});

describe('how a stored file is served', () => {
  it('sends the bytes as stored, inline for images, with nosniff, a sandboxing policy, cache headers and an ETag', async () => {
    const png = await makeImage('png');
    const { id } = (await upload(avatarUse, png, { fileName: 'Foto de perfil.txt' })).json();
    const response = await fetchFile(storedFileUrl(id), 'staff');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(png)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['content-disposition']).toBe('inline; filename="Foto de perfil.png"');
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);

    const again = await fetchFile(storedFileUrl(id), 'staff', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('offers anything but an image as an attachment, with a name that cannot break the header', async () => {
    const { id } = (await upload(privateUse, smallPdf, { fileName: '../../etc/Relatório\r\nX: 1.pdf' })).json();
    const response = await fetchFile(storedFileUrl(id), 'user');
    expect(response.headers['content-type']).toBe('application/pdf');
    // The folders are gone; the line break FormData sent encoded stays inert text inside the quotes.
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Relat?rio%0D%0AX: 1.pdf"; filename*=UTF-8''Relat%C3%B3rio%250D%250AX%3A%201.pdf`,
    );
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('makes a 128-pixel square WebP thumbnail of an image, and none of a PDF', async () => {
    const { id } = (await upload(avatarUse, await makeImage('jpeg', 1200, 800))).json();
    const thumbnail = await fetchFile(storedFileUrl(id, 'thumbnail'), 'staff');
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const { width, height, format } = await sharp(thumbnail.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 128, height: 128, format: 'webp' });
    expect(thumbnail.headers.etag).not.toBe((await fetchFile(storedFileUrl(id), 'staff')).headers.etag);

    const pdf = (await upload(privateUse, smallPdf)).json();
    expect((await fetchFile(storedFileUrl(pdf.id, 'thumbnail'), 'user')).statusCode).toBe(404);
  });

  it('refuses bytes that start like an image but do not decode, naming the file field', async () => {
    const png = await makeImage('png');
    const response = await upload(avatarUse, png.subarray(0, 64));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ file: 'The image could not be read.' });
  });
});
