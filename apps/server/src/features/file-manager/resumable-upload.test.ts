import type { FileManagerItem } from '@conecta/contracts/file-manager';
import type { ResumableUpload } from '@conecta/contracts/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { builtInFileUses, sweepUploads } from '../../uploads';
import { fileManagerUse } from './file-use';

const MiB = 1024 * 1024;
const quotaBytes = 8 * MiB;
let t: TestApp;
const token = { user: '', staff: '' };
type Who = keyof typeof token;
const uploads = '/api/uploads/resumable';

beforeAll(async () => {
  t = await createTestApp({ env: { ACCOUNT_STORAGE_QUOTA_BYTES: String(quotaBytes) } });
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
});
afterAll(() => t.close());

const start = (body: object, who: Who = 'user') =>
  t.app.inject({ method: 'POST', url: uploads, payload: body, headers: bearer(token[who]) });
const where = (id: string, who: Who = 'user') =>
  t.app.inject({ method: 'GET', url: `${uploads}/${id}`, headers: bearer(token[who]) });
const part = (id: string, offset: number, bytes: Buffer, who: Who = 'user') =>
  t.app.inject({
    method: 'PATCH',
    url: `${uploads}/${id}`,
    payload: bytes,
    headers: {
      ...bearer(token[who]),
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
    },
  });
const keep = (uploadId: string, query = '', who: Who = 'user') =>
  t.app.inject({
    method: 'POST',
    url: `/api/file-manager-app/files/resumable${query}`,
    payload: { uploadId },
    headers: bearer(token[who]),
  });

/** A spreadsheet of `size` bytes, text throughout (a CSV), different on every line. */
function csv(size: number): Buffer {
  let text = 'linha,valor\n';
  for (let line = 0; text.length < size; line += 1) text += `${line},${(line * 7919) % 10007}\n`;
  return Buffer.from(`${text.slice(0, size - 1)}\n`);
}

describe('resumable uploads', () => {
  it('take a large file in parts, answer a repeated part with where they stand, and become a drive file with its bytes', async () => {
    const file = csv(Math.round(2.5 * MiB));
    const started = await start({ use: 'file-manager', fileName: 'relatorio.csv', size: file.length });
    expect(started.statusCode, started.body).toBe(201);
    const upload: ResumableUpload = started.json();
    expect(upload).toMatchObject({ offset: 0, size: file.length, partBytes: MiB });

    expect((await part(upload.id, 0, file.subarray(0, MiB))).json()).toMatchObject({ offset: MiB });
    // The answer was lost and the part sent again: refused with where the upload stands, nothing written twice.
    const again = await part(upload.id, 0, file.subarray(0, MiB));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ offset: MiB });
    expect((await where(upload.id)).json()).toMatchObject({ offset: MiB, size: file.length });
    // Another account's upload is as unknown as a missing one.
    expect((await where(upload.id, 'staff')).statusCode).toBe(404);
    expect((await part(upload.id, MiB, file.subarray(MiB, 2 * MiB), 'staff')).statusCode).toBe(404);
    // Not complete yet: nothing to keep.
    const early = await keep(upload.id);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ codes: { uploadId: 'file.uploadIncomplete' } });

    expect((await part(upload.id, MiB, file.subarray(MiB, 2 * MiB))).json()).toMatchObject({ offset: 2 * MiB });
    // More bytes than announced.
    const over = await part(upload.id, 2 * MiB, Buffer.concat([file.subarray(2 * MiB), Buffer.from('x')]));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ codes: { file: 'file.uploadSize' } });
    expect((await part(upload.id, 2 * MiB, file.subarray(2 * MiB))).json()).toMatchObject({ offset: file.length });

    const kept = await keep(upload.id, '?path=Relatórios');
    expect(kept.statusCode, kept.body).toBe(201);
    const item: FileManagerItem = kept.json();
    expect(item).toMatchObject({ name: 'relatorio.csv', size: file.length });
    const bytes = await t.app.inject({ method: 'GET', url: item.url ?? '', headers: bearer(token.user) });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(file)).toBe(true);
    // Kept once: the upload itself is gone.
    expect((await where(upload.id)).statusCode).toBe(404);
    expect((await keep(upload.id)).statusCode).toBe(404);
  });

  it('are refused without a token, for a use that takes no parts, past the size or the quota, and for a refused type at the first part', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'POST', url: uploads, payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${uploads}/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: `${uploads}/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `${uploads}/${id}` })).statusCode).toBe(401);

    const avatar = await start({ use: 'avatar', fileName: 'eu.png', size: 1000 });
    expect(avatar.json()).toMatchObject({ codes: { use: 'file.uploadUse' } });
    expect((await start({ use: 'file-manager', fileName: 'x.csv', size: 0 })).statusCode).toBe(400);
    const huge = await start({ use: 'file-manager', fileName: 'grande.zip', size: fileManagerUse.maxBytes + 1 });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'file.tooLarge' });
    // Two uploads in progress count against the quota before their bytes arrive.
    const first = await start({ use: 'file-manager', fileName: 'a.csv', size: 5 * MiB });
    expect(first.statusCode).toBe(201);
    const second = await start({ use: 'file-manager', fileName: 'b.csv', size: 5 * MiB });
    expect(second.statusCode).toBe(413);
    expect(second.json()).toMatchObject({ code: 'file.quotaExceeded' });
    // Given up: its room is free again.
    const dropped = await t.app.inject({
      method: 'DELETE',
      url: `${uploads}/${first.json().id}`,
      headers: bearer(token.user),
    });
    expect(dropped.statusCode).toBe(204);

    // A program named as a spreadsheet: refused when its first part arrives.
    const program = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(8 * 1024, 1)]);
    const elf: ResumableUpload = (await start({ use: 'file-manager', fileName: 'x.csv', size: program.length })).json();
    const refused = await part(elf.id, 0, program);
    expect(refused.statusCode).toBe(415);
    expect((await where(elf.id)).json()).toMatchObject({ offset: 0 });
    const noOffset = await t.app.inject({
      method: 'PATCH',
      url: `${uploads}/${elf.id}`,
      payload: program,
      headers: { ...bearer(token.user), 'content-type': 'application/offset+octet-stream' },
    });
    expect(noOffset.statusCode).toBe(400);
  });

  it('left unfinished past the uploads’ TTL are swept with their parts', async () => {
    const upload: ResumableUpload = (await start({ use: 'file-manager', fileName: 'meio.csv', size: 4096 })).json();
    expect((await part(upload.id, 0, csv(4096).subarray(0, 2048))).statusCode).toBe(200);
    const result = await sweepUploads(t.db, [...builtInFileUses, fileManagerUse], {
      ttlHours: 24,
      now: new Date(Date.now() + 25 * 3_600_000),
    });
    expect(result.unfinished).toBeGreaterThanOrEqual(1);
    expect((await where(upload.id)).statusCode).toBe(404);
  });
});
