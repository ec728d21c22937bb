import { createHash, randomUUID } from 'node:crypto';
import type { Mail, MailAttachment } from '@conecta/contracts/mail';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { builtInFileUses, sweepUploads } from '../../uploads';
import { contentChunkBytes } from '../../uploads/store';
import { fileChunks, fileContents, storedFiles } from '../../uploads/table';
import { multipartBody } from '../../uploads/test-files';
import { mailAttachmentUse } from './attachment-use';

/** Issue 21, defects 1, 7, 8 and 13 (draft in Sent): attachments stored once, referenced, capped and swept. */

const quotaBytes = 12 * 1024 * 1024;
const perMailBytes = 100_000;
let t: TestApp;
const token = { user: '', staff: '', admin: '' };
type Who = keyof typeof token;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      MAIL_UNDO_SECONDS: '0.1',
      ACCOUNT_STORAGE_QUOTA_BYTES: String(quotaBytes),
      MAIL_ATTACHMENT_BYTES_PER_MAIL: String(perMailBytes),
    },
  });
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
  token.admin = await signIn(t.app, 'admin@conecta.example', 'admin');
  // Each mailbox is written at its first call, sample attachments included: done here, so counts below are ours.
  for (const who of Object.keys(token) as Who[])
    expect((await get('/api/mail-app/unread-counts', who)).statusCode).toBe(200);
});
afterAll(() => t.close());

const get = (url: string, who: Who = 'user') => t.app.inject({ method: 'GET', url, headers: bearer(token[who]) });
const post = (url: string, payload: object, who: Who = 'user') =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token[who]) });

/** Text of `size` bytes no other test uploads (a text attachment is judged by its bytes). */
const uniqueText = (size: number) => {
  const line = `${randomUUID()} linha de inventario\n`;
  return Buffer.from(line.repeat(Math.ceil(size / line.length))).subarray(0, size);
};
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function uploadRequest(body: Awaited<ReturnType<typeof multipartBody>>, who: Who = 'user') {
  return t.app.inject({
    method: 'POST',
    url: '/api/mail-app/attachments',
    payload: body.payload,
    headers: { ...bearer(token[who]), ...body.headers },
  });
}
async function upload(bytes: Buffer, who: Who = 'user', fileName = 'inventario.txt'): Promise<MailAttachment> {
  const response = await uploadRequest(await multipartBody(bytes, { fileName, type: 'text/plain' }), who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function delivered(id: string, who: Who = 'user'): Promise<Mail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const response = await get(`/api/mail-app/mail?mailId=${id}`, who);
    expect(response.statusCode, response.body).toBe(200);
    const mail: Mail = response.json();
    if (!mail.sendAt) return mail;
    if (Date.now() > deadline) throw new Error(`mail ${id} was not delivered`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
async function inbox(subject: string, who: Who): Promise<Mail | undefined> {
  const response = await get(`/api/mail-app/mails?folderHandle=inbox&q=${encodeURIComponent(subject)}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items[0];
}

const count = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
const contentRows = (hash: string) =>
  count(t.db.select({ n: sql<number>`count(*)` }).from(fileContents).where(eq(fileContents.sha256, hash)));
const chunkRows = (hash: string) =>
  count(t.db.select({ n: sql<number>`count(*)` }).from(fileChunks).where(eq(fileChunks.sha256, hash)));
const fileRows = (hash: string) =>
  count(t.db.select({ n: sql<number>`count(*)` }).from(storedFiles).where(eq(storedFiles.sha256, hash)));

const refusal = (response: { statusCode: number; json(): { codes?: Record<string, string> } }) => ({
  status: response.statusCode,
  attachments: response.json().codes?.attachments,
});

describe('an attachment sent to two accounts', () => {
  it('is stored once and referenced by each copy; each recipient reads it, other accounts get 404', async () => {
    const bytes = uniqueText(60_000);
    const attachment = await upload(bytes);
    const id = randomUUID();
    const sent = await post('/api/mail-app/send', {
      id,
      to: [{ name: '', email: 'staff@conecta.example' }],
      cc: [{ name: '', email: 'admin@conecta.example' }],
      subject: 'Planilha de inventário única',
      attachments: [attachment],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await delivered(id);

    // One content, in 256 KiB pieces; three records naming it: the sender's upload and one per recipient.
    expect(await contentRows(sha256(bytes))).toBe(1);
    expect(await chunkRows(sha256(bytes))).toBe(1);
    expect(await fileRows(sha256(bytes))).toBe(3);

    const urls: string[] = [];
    for (const who of ['staff', 'admin'] as const) {
      const copy = (await inbox('inventário única', who))?.attachments[0];
      expect(copy).toMatchObject({ fileName: 'inventario.txt', size: bytes.length, type: 'text/plain' });
      const download = await get(copy?.url ?? '', who);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(bytes)).toBe(true);
      expect((await get(copy?.url ?? '', 'user')).statusCode).toBe(404);
      urls.push(copy?.url ?? '');
    }
    expect((await get(urls[0] ?? '', 'admin')).statusCode).toBe(404);
    expect((await get(attachment.url, 'staff')).statusCode).toBe(404);

    // The same send again (a retried request) changes nothing: no copy, no record, no bytes more.
    const again = await post('/api/mail-app/send', {
      id,
      to: [{ name: '', email: 'staff@conecta.example' }],
      cc: [{ name: '', email: 'admin@conecta.example' }],
      subject: 'Planilha de inventário única',
      attachments: [attachment],
    });
    expect(again.statusCode, again.body).toBe(200);
    await delivered(id);
    expect(await fileRows(sha256(bytes))).toBe(3);
    expect(await contentRows(sha256(bytes))).toBe(1);
    const copies = await get('/api/mail-app/mails?folderHandle=inbox&q=única', 'staff');
    expect(copies.json().items).toHaveLength(1);

    // A recipient deleting the mail removes their reference only; the others still read the file.
    const staffCopy = await inbox('inventário única', 'staff');
    expect((await post('/api/mail-app/delete-mails', { selectedMailIds: [staffCopy?.id] }, 'staff')).statusCode).toBe(
      200,
    );
    expect((await get(urls[0] ?? '', 'staff')).statusCode).toBe(404);
    expect((await get(urls[1] ?? '', 'admin')).statusCode).toBe(200);
    expect((await get(attachment.url)).statusCode).toBe(200);
    expect(await fileRows(sha256(bytes))).toBe(2);
  });
});

describe('what a mail may attach', () => {
  const draft = (attachments: unknown[]) => ({
    id: randomUUID(),
    to: [{ name: '', email: 'staff@conecta.example' }],
    subject: 'Anexos',
    attachments,
  });

  it('refuses the same file listed twice with 400 naming attachments', async () => {
    const attachment = await upload(uniqueText(1000));
    for (const call of ['send', 'save-draft']) {
      const response = await post(`/api/mail-app/${call}`, draft([attachment, attachment]));
      expect(refusal(response)).toEqual({ status: 400, attachments: 'mail.attachmentTwice' });
    }
  });

  it('refuses attachments adding up to more than MAIL_ATTACHMENT_BYTES_PER_MAIL', async () => {
    const first = await upload(uniqueText(60_000));
    const second = await upload(uniqueText(60_000));
    const response = await post('/api/mail-app/send', draft([first, second]));
    expect(refusal(response)).toEqual({ status: 400, attachments: 'mail.attachmentsTooLarge' });
    expect((await post('/api/mail-app/send', draft([first]))).statusCode).toBe(200);
  });

  it('refuses links and files that are not the sender’s own uploads', async () => {
    const staffFile = await upload(uniqueText(1000), 'staff');
    const attachment = (url: string) => ({ type: 'text/csv', fileName: 'export.csv', preview: '', url, size: 10 });
    for (const url of [
      'https://tracker.example/x.csv',
      '/api/devices/export',
      '/api/files/../devices/export',
      `${staffFile.url}/thumbnail`,
      staffFile.url,
      '',
    ]) {
      for (const call of ['send', 'save-draft']) {
        const response = await post(`/api/mail-app/${call}`, draft([attachment(url)]));
        expect(refusal(response), `${call} ${url}`).toEqual({ status: 400, attachments: 'mail.attachmentNotStored' });
      }
    }
  });

  it('stores the file’s own name, type, size and preview, not the client’s', async () => {
    const real = await upload(uniqueText(2000));
    const response = await post(
      '/api/mail-app/save-draft',
      draft([
        { ...real, fileName: 'fatura.exe', type: 'text/html', size: 1, preview: 'https://tracker.example/p.png' },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().attachments).toEqual([real]);
  });
});

describe('a draft moved to Sent', () => {
  it('is delivered when it is sent', async () => {
    const id = randomUUID();
    const mail = {
      id,
      to: [{ name: '', email: 'staff@conecta.example' }],
      subject: 'Rascunho movido para enviados',
      message: '<p>Olá</p>',
    };
    expect((await post('/api/mail-app/save-draft', mail)).statusCode).toBe(200);
    expect((await post('/api/mail-app/set-folder', { selectedMailIds: [id], folderId: 1 })).statusCode).toBe(200);
    const sent = await post('/api/mail-app/send', mail);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().sendAt).toBeTruthy();
    await delivered(id);
    expect(await inbox('movido para enviados', 'staff')).toMatchObject({ subject: mail.subject });
    // Sent now, it is no longer a draft: saving over it is refused.
    expect((await post('/api/mail-app/save-draft', mail)).statusCode).toBe(409);
  });
});

describe('the storage of an account', () => {
  it('stores a 10 MiB upload in 256 KiB chunks while /api/health keeps answering, and counts it against the quota', async () => {
    const bytes = uniqueText(10 * 1024 * 1024 - 4096);
    const hash = sha256(bytes);
    const body = await multipartBody(bytes, { fileName: 'grande.txt', type: 'text/plain' });
    let finished = false;
    const uploading = uploadRequest(body).finally(() => {
      finished = true;
    });
    // Once its bytes are being written, another route is served between the chunks.
    while (!finished && (await chunkRows(hash)) === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const uploaded = await uploading;
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(await chunkRows(hash)).toBe(Math.ceil(bytes.length / contentChunkBytes));
    const [largest] = await t.db
      .select({ n: sql<number>`max(length(${fileChunks.bytes}))` })
      .from(fileChunks)
      .where(eq(fileChunks.sha256, hash));
    expect(Number(largest?.n)).toBe(contentChunkBytes);
    // Read back whole, a chunk at a time.
    const download = await get(uploaded.json().url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(bytes.length));
    expect(sha256(download.rawPayload)).toBe(hash);

    const usage = await get('/api/uploads/usage');
    expect(usage.statusCode).toBe(200);
    const { usedBytes, quotaBytes: quota } = usage.json();
    expect(quota).toBe(quotaBytes);
    expect(usedBytes).toBeGreaterThanOrEqual(bytes.length);
    expect(usedBytes).toBeLessThanOrEqual(quotaBytes);

    // The same bytes again take no more room; new ones past the quota are refused, and nothing is stored.
    expect((await uploadRequest(body)).statusCode).toBe(200);
    expect((await get('/api/uploads/usage')).json().usedBytes).toBe(usedBytes);
    const more = uniqueText(quotaBytes - usedBytes + 1);
    const refused = await uploadRequest(await multipartBody(more, { fileName: 'mais.txt', type: 'text/plain' }));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe('file.quotaExceeded');
    expect(await contentRows(sha256(more))).toBe(0);
    // Files others sent count for their sender, not for the recipient.
    expect((await get('/api/uploads/usage', 'staff')).json().usedBytes).toBeLessThan(1024 * 1024);
    expect((await t.app.inject({ method: 'GET', url: '/api/uploads/usage' })).statusCode).toBe(401);
  });
});

describe('the sweep of unreferenced uploads', () => {
  const uses = [...builtInFileUses, mailAttachmentUse];
  const later = (hours: number) => new Date(Date.now() + hours * 3_600_000);

  it('removes an upload no mail names once older than the TTL, with its bytes, and keeps named ones', async () => {
    const loneBytes = uniqueText(5000);
    const lone = await upload(loneBytes);
    const keptBytes = uniqueText(5000);
    const kept = await upload(keptBytes);
    expect(
      (await post('/api/mail-app/save-draft', { id: randomUUID(), to: [], subject: 'Guardado', attachments: [kept] }))
        .statusCode,
    ).toBe(200);

    // The sample mailboxes' PDFs and the copies delivered above are named by mails.
    const namedFiles = () =>
      count(
        t.db
          .select({ n: sql<number>`count(*)` })
          .from(storedFiles)
          .where(sql`${storedFiles.contentType} = 'application/pdf' or ${storedFiles.received}`),
      );
    const before = await namedFiles();
    expect(before).toBeGreaterThan(3);
    // Younger than the TTL: kept, named or not.
    await sweepUploads(t.db, uses, { ttlHours: 24 });
    expect((await get(lone.url)).statusCode).toBe(200);

    await sweepUploads(t.db, uses, { ttlHours: 24, now: later(25) });
    expect((await get(lone.url)).statusCode).toBe(404);
    expect(await contentRows(sha256(loneBytes))).toBe(0);
    expect(await chunkRows(sha256(loneBytes))).toBe(0);
    expect((await get(kept.url)).statusCode).toBe(200);
    expect(await contentRows(sha256(keptBytes))).toBe(1);
    expect(await namedFiles()).toBe(before);
  });
});
