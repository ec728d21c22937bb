import type { FileManagerItem, FileManagerPage } from '@conecta/contracts/file-manager';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, signInWithoutRole, type TestApp } from '../../test/test-app';
import { builtInFileUses, sweepUploads } from '../../uploads';
import { makeImage, multipartBody } from '../../uploads/test-files';
import { fileManagerUse } from './file-use';

const quotaBytes = 200_000;
let t: TestApp;
const token = { user: '', staff: '', admin: '', guest: '' };
type Who = keyof typeof token;
const base = '/api/file-manager-app';

beforeAll(async () => {
  t = await createTestApp({ env: { ACCOUNT_STORAGE_QUOTA_BYTES: String(quotaBytes) } });
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
  token.admin = await signIn(t.app, 'admin@conecta.example', 'admin');
  // An account without any role: signed in, but not allowed in.
  token.guest = await signInWithoutRole(t, 'guest-file-manager@conecta.example');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, who: Who = 'user') =>
  t.app.inject({ method, url: `${base}${url}`, ...(payload && { payload }), headers: bearer(token[who]) });
async function list(query = '', who: Who = 'user'): Promise<FileManagerPage> {
  const response = await call('GET', `/files${query}`, undefined, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function folder(name: string, parentId: string | null = null, who: Who = 'user'): Promise<FileManagerItem> {
  const response = await call('POST', '/folders', { name, parentId }, who);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
async function upload(bytes: Buffer, fileName: string, query = '', who: Who = 'user') {
  const body = await multipartBody(bytes, { fileName, type: 'text/plain' });
  return t.app.inject({
    method: 'POST',
    url: `${base}/files${query}`,
    payload: body.payload,
    headers: { ...bearer(token[who]), ...body.headers },
  });
}
const names = (page: FileManagerPage) => page.items.map((item) => item.name);

describe('file manager: access and validation', () => {
  it('answers 401 without a token and 403 without a role on every call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [Method, string, object?][] = [
      ['GET', '/files'],
      ['GET', `/files/${id}`],
      ['POST', '/folders', { name: 'x' }],
      ['PATCH', `/files/${id}`, { name: 'x' }],
      ['POST', '/files/move', { ids: [id], parentId: null }],
      ['POST', '/files/copy', { ids: [id], parentId: null }],
      ['POST', '/files/trash', { ids: [id] }],
      ['POST', '/files/restore', { ids: [id] }],
      ['POST', '/files/delete', { ids: [id] }],
      ['POST', '/files'],
      ['POST', '/files/resumable', { uploadId: id }],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await t.app.inject({ method, url: `${base}${url}`, ...(payload && { payload }) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, payload, 'guest')).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses bad input with 400 naming the field and its code', async () => {
    const slash = await call('POST', '/folders', { name: 'a/b' });
    expect(slash.statusCode).toBe(400);
    expect(slash.json()).toMatchObject({ codes: { name: 'fileManager.name' } });
    const sort = await call('GET', '/files?sort=colour');
    expect(sort.statusCode).toBe(400);
    const ids = await call('POST', '/files/trash', { ids: [] });
    expect(ids.json()).toMatchObject({ codes: { ids: 'fileManager.ids' } });
    const notAFolder = await call('GET', '/files?folder=00000000-0000-4000-8000-000000000000');
    expect(notAFolder.statusCode).toBe(404);
    expect(notAFolder.json().code).toBe('fileManager.folder');
  });
});

describe('file manager: the drive', () => {
  it('lists the sample drive with the spec’s fields, owner relative to the reader, and a breadcrumb', async () => {
    const top = await list();
    expect(top.breadcrumb).toEqual([]);
    expect(names(top).slice(0, 3)).toEqual(['Documentos', 'Estoque de chips.xlsx', 'Financeiro']);
    const finance = top.items.find((item) => item.name === 'Financeiro');
    expect(finance).toMatchObject({ type: 'folder', owner: 'Ana Admin', canChange: false, location: '/' });
    const asAdmin = (await list('', 'admin')).items.find((item) => item.name === 'Financeiro');
    expect(asAdmin).toMatchObject({ owner: 'me', canChange: true });
    const csv = top.items.find((item) => item.name === 'Lista de linhas ativas.csv');
    expect(csv).toMatchObject({ type: 'spreadsheet', owner: 'public', extention: 'csv', offline: true, size: 12_004 });
    for (const field of ['modified', 'opened', 'created']) expect(csv).toHaveProperty(field);

    const inside = await list(`?folder=${finance?.id}`);
    expect(inside.breadcrumb).toEqual([{ id: finance?.id, name: 'Financeiro' }]);
    const reports = inside.items.find((item) => item.name === 'Relatórios');
    const deeper = await list(`?folder=${reports?.id}`);
    expect(deeper.breadcrumb.map((crumb) => crumb.name)).toEqual(['Financeiro', 'Relatórios']);
    expect(deeper.items[0]).toMatchObject({ name: 'Relatório trimestral.pdf', location: '/Financeiro/Relatórios' });

    // At least 11 sample items, folders among them.
    let count = 0;
    const walk = async (id?: string): Promise<void> => {
      for (const item of (await list(id ? `?folder=${id}` : '')).items) {
        count += 1;
        if (item.type === 'folder') await walk(item.id);
      }
    };
    await walk();
    expect(count).toBeGreaterThanOrEqual(11);
  });

  it('sorts and pages in the database, both ways', async () => {
    const box = await folder('Paginação');
    for (const [index, name] of ['c.txt', 'a.txt', 'e.txt', 'b.txt', 'd.txt'].entries()) {
      expect(
        (await upload(Buffer.from(`texto ${index}`.repeat(index + 1)), name, `?folder=${box.id}`)).statusCode,
      ).toBe(201);
    }
    const first = await list(`?folder=${box.id}&limit=2`);
    expect(names(first)).toEqual(['a.txt', 'b.txt']);
    expect(first.total).toBe(5);
    const second = await list(`?folder=${box.id}&limit=2&cursor=${first.nextCursor}`);
    expect(names(second)).toEqual(['c.txt', 'd.txt']);
    const back = await list(`?folder=${box.id}&limit=2&direction=before&cursor=${second.prevCursor}`);
    expect(names(back)).toEqual(['a.txt', 'b.txt']);
    const bySize = await list(`?folder=${box.id}&sort=size&order=desc`);
    const sizes = bySize.items.map((item) => item.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(sizes[0]).toBeGreaterThan(sizes[4] ?? Number.POSITIVE_INFINITY);
    const searched = await list(`?folder=${box.id}&q=D.T`);
    expect(names(searched)).toEqual(['d.txt']);
  });

  it('uploads a folder: files land in the sub-folders of their path, made once', async () => {
    const first = await upload(Buffer.from('primeiro'), 'um.txt', '?path=Viagem/Fotos');
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload(Buffer.from('segundo'), 'dois.txt', '?path=Viagem/Fotos');
    const one: FileManagerItem = first.json();
    expect(one).toMatchObject({ owner: 'me', type: 'document', extention: 'txt', location: '/Viagem/Fotos' });
    expect(second.json().parentId).toBe(one.parentId);
    const bad = await upload(Buffer.from('x'), 'x.txt', `?path=${encodeURIComponent('a/\u0001b')}`);
    expect(bad.json()).toMatchObject({ codes: { path: 'fileManager.path' } });
    // Everyone reads the bytes; details mark it opened.
    const bytes = await t.app.inject({ method: 'GET', url: one.url ?? '', headers: bearer(token.staff) });
    expect(bytes.body).toBe('primeiro');
    const details = await call('GET', `/files/${one.id}`, undefined, 'staff');
    expect(details.json()).toMatchObject({ owner: 'Ursula User', canChange: false });
    expect(details.json().opened).not.toBeNull();
  });

  it('gives images a preview, and refuses a type it does not take', async () => {
    const image = await makeImage('png', 40, 30);
    const body = await multipartBody(image, { fileName: 'logo.png', type: 'image/png' });
    const saved = await t.app.inject({
      method: 'POST',
      url: `${base}/files`,
      payload: body.payload,
      headers: { ...bearer(token.user), ...body.headers },
    });
    expect(saved.json()).toMatchObject({ extention: 'png', contentType: 'image/png' });
    expect(saved.json().preview).toMatch(/\/thumbnail$/);
    const exe = await upload(Buffer.from([0x4d, 0x5a, 0, 1, 2, 3, 0, 0, 0, 0xff]), 'run.exe');
    expect(exe.statusCode).toBe(415);
  });
});

describe('file manager: changes by owners and admins', () => {
  it('renames and moves one’s own items; another account’s are read but not changed (403)', async () => {
    const mine = await folder('Projetos');
    const target = await folder('Arquivo');
    const renamed = await call('PATCH', `/files/${mine.id}`, { name: 'Projetos 2026' });
    expect(renamed.json()).toMatchObject({ name: 'Projetos 2026' });
    const moved = await call('PATCH', `/files/${mine.id}`, { parentId: target.id });
    expect(moved.json()).toMatchObject({ parentId: target.id, location: '/Arquivo' });
    expect(names(await list(`?folder=${target.id}`))).toEqual(['Projetos 2026']);

    // Into itself or below itself: refused.
    const loop = await call('PATCH', `/files/${target.id}`, { parentId: mine.id });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toMatchObject({ codes: { parentId: 'fileManager.intoItself' } });

    // Staff reads the user's folder but may not rename, move, trash or delete it.
    expect((await call('GET', `/files/${mine.id}`, undefined, 'staff')).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['PATCH', `/files/${mine.id}`, { name: 'Meu' }],
      ['POST', '/files/move', { ids: [mine.id], parentId: null }],
      ['POST', '/files/trash', { ids: [mine.id] }],
    ] as [Method, string, object][]) {
      const refused = await call(method, url, payload, 'staff');
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe('fileManager.notYours');
    }
    // A company item is changed by admins only.
    const company = (await list()).items.find((item) => item.owner === 'public');
    expect((await call('PATCH', `/files/${company?.id}`, { offline: true }, 'user')).statusCode).toBe(403);
    // An admin may change anyone's.
    const byAdmin = await call('PATCH', `/files/${mine.id}`, { name: 'Projetos (admin)' }, 'admin');
    expect(byAdmin.json()).toMatchObject({ name: 'Projetos (admin)', owner: 'Ursula User' });
    // A bulk move holding one item that is not the reader's moves nothing.
    const other = await folder('Da equipe', null, 'staff');
    const mixed = await call('POST', '/files/move', { ids: [target.id, other.id], parentId: null }, 'user');
    expect(mixed.statusCode).toBe(403);
  });

  it('copies without new storage, trashes, restores and deletes for good', async () => {
    const saved: FileManagerItem = (await upload(Buffer.from('conteúdo copiado'), 'copia.txt')).json();
    const usage = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/uploads/usage', headers: bearer(token.user) })).json().usedBytes;
    const before = await usage();
    const copies = await call('POST', '/files/copy', { ids: [saved.id], parentId: null });
    expect(copies.statusCode, copies.body).toBe(200);
    const copy: FileManagerItem = copies.json().items[0];
    expect(copy).toMatchObject({ name: 'copia.txt', url: saved.url, owner: 'me' });
    expect(await usage()).toBe(before);

    const trashed = await call('POST', '/files/trash', { ids: [saved.id] });
    expect(trashed.json().items[0].trashed).not.toBeNull();
    expect(names(await list())).not.toContain(saved.id);
    expect(names(await list('?trash=true'))).toContain('copia.txt');
    // Another account's trash does not show it, nor may it restore it.
    expect((await list('?trash=true', 'staff')).items.map((item) => item.id)).not.toContain(saved.id);
    expect((await call('POST', '/files/restore', { ids: [saved.id] }, 'staff')).statusCode).toBe(403);
    // Deleting for good is for items in the trash only.
    const notTrashed = await call('POST', '/files/delete', { ids: [copy.id] });
    expect(notTrashed.json()).toMatchObject({ codes: { ids: 'fileManager.notInTrash' } });

    const restored = await call('POST', '/files/restore', { ids: [saved.id] });
    expect(restored.json().items[0]).toMatchObject({ trashed: null, location: '/' });
    expect((await list()).items.map((item) => item.id)).toContain(saved.id);

    // The upload stays while a drive file names it; swept once none does.
    await call('POST', '/files/trash', { ids: [saved.id, copy.id] });
    expect((await call('POST', '/files/delete', { ids: [saved.id, copy.id] })).statusCode).toBe(204);
    expect((await call('GET', `/files/${saved.id}`)).statusCode).toBe(404);
    const later = new Date(Date.now() + 48 * 3_600_000);
    await sweepUploads(t.db, [...builtInFileUses, fileManagerUse], { ttlHours: 24, now: later });
    const gone = await t.app.inject({ method: 'GET', url: saved.url ?? '', headers: bearer(token.user) });
    expect(gone.statusCode).toBe(404);
  });

  it('hides what is inside a trashed folder and brings it back with the folder', async () => {
    const box = await folder('Caixa');
    const inner: FileManagerItem = (await upload(Buffer.from('dentro'), 'dentro.txt', `?folder=${box.id}`)).json();
    await call('POST', '/files/trash', { ids: [box.id] });
    expect((await call('GET', `/files?folder=${box.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/files/${inner.id}`, undefined, 'staff')).statusCode).toBe(404);
    await call('POST', '/files/restore', { ids: [box.id] });
    expect(names(await list(`?folder=${box.id}`))).toEqual(['dentro.txt']);
  });

  it('refuses an upload past the account’s storage quota with 413', async () => {
    const big = Buffer.from('x'.repeat(quotaBytes + 1));
    const refused = await upload(big, 'grande.txt', '', 'staff');
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe('file.quotaExceeded');
  });
});
