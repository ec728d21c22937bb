import { randomUUID } from 'node:crypto';
import type { Mail, MailArrivedEvent, MailPage } from '@conecta/contracts/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPasswordAccount } from '../../accounts';
import { hashPassword } from '../../auth/passwords';
import { listenLocally, openLiveStream } from '../../live/test-stream';
import { bearer, createTestApp, signIn, signInWithoutRole, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../uploads/test-files';

let t: TestApp;
const token = { user: '', staff: '', guest: '' };
type Who = 'user' | 'staff' | 'guest';

beforeAll(async () => {
  // Sends are held this long for undo, then delivered by the server.
  t = await createTestApp({ env: { MAIL_UNDO_SECONDS: '0.2' } });
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
  // An account without any role: signed in, but not allowed in.
  token.guest = await signInWithoutRole(t, 'guest-mail@conecta.example');
});
afterAll(() => t.close());

const get = (url: string, who: Who = 'user') => t.app.inject({ method: 'GET', url, headers: bearer(token[who]) });
const post = (url: string, payload: object, who: Who = 'user') =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token[who]) });
async function list(query: string, who: Who = 'user'): Promise<MailPage> {
  const response = await get(`/api/mail-app/mails${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
function sampleMail(id: string): Mail {
  return {
    id,
    from: { name: 'A', avatar: '', email: 'a@b.example' },
    to: [],
    cc: [],
    bcc: [],
    subject: '',
    message: '',
    time: new Date().toISOString(),
    read: true,
    starred: false,
    important: false,
    hasAttachments: false,
    attachments: [],
    labels: [],
    folder: 0,
    notDeliveredTo: [],
  };
}
async function mail(id: string, who: Who = 'user'): Promise<Mail> {
  const response = await get(`/api/mail-app/mail?mailId=${id}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Waits for the server to deliver a held send (its `sendAt` cleared). */
async function delivered(id: string, timeoutMs = 5000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sent = await mail(id);
    if (!sent.sendAt) return sent;
    if (Date.now() > deadline) throw new Error(`mail ${id} was not delivered`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The stream's events are typed as the chat's; other features' events arrive on it too. */
async function waitForEvent<E extends { type: string }>(events: E[], type: E['type'], timeoutMs = 5000): Promise<E> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = events.find((event) => event.type === type);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${type} event; got ${JSON.stringify(events)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('every mail call is guarded and validated', () => {
  const anyId = randomUUID();
  // Valid bodies, so the refusal is for the token alone (the body is checked after the token and role).
  const calls: { method: 'GET' | 'POST'; url: string; payload?: object; bad?: object | string }[] = [
    { method: 'GET', url: '/api/mail-app/mails', bad: '/api/mail-app/mails?folderHandle=archive' },
    { method: 'GET', url: `/api/mail-app/mail?mailId=${anyId}`, bad: '/api/mail-app/mail?mailId=42' },
    { method: 'POST', url: '/api/mail-app/update-mail', payload: sampleMail(anyId), bad: { id: anyId } },
    { method: 'GET', url: '/api/mail-app/filters' },
    { method: 'GET', url: '/api/mail-app/labels' },
    { method: 'GET', url: '/api/mail-app/folders' },
    {
      method: 'POST',
      url: '/api/mail-app/set-folder',
      payload: { selectedMailIds: [anyId], folderId: 1 },
      bad: { selectedMailIds: [anyId], folderId: 9 },
    },
    {
      method: 'POST',
      url: '/api/mail-app/toggle-label',
      payload: { selectedMailIds: [anyId], labelId: 1 },
      bad: { selectedMailIds: [], labelId: 0 },
    },
    {
      method: 'POST',
      url: '/api/mail-app/delete-mails',
      payload: { selectedMailIds: [anyId] },
      bad: { selectedMailIds: ['x'] },
    },
    {
      method: 'POST',
      url: '/api/mail-app/save-draft',
      payload: { id: anyId, to: [] },
      bad: { id: anyId, to: [{ name: 'x', email: 'nope' }] },
    },
    {
      method: 'POST',
      url: '/api/mail-app/send',
      payload: { id: anyId, to: [{ name: 'A', email: 'a@b.example' }] },
      bad: { id: anyId, to: [] },
    },
    { method: 'GET', url: '/api/mail-app/contacts', bad: `/api/mail-app/contacts?q=${'x'.repeat(101)}` },
  ];

  it('answers 401 without a token and 403 to an account without the user role', async () => {
    for (const call of calls) {
      const request = { method: call.method, url: call.url, payload: call.payload };
      expect((await t.app.inject(request)).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...request, headers: bearer(token.guest) })).statusCode, call.url).toBe(403);
    }
    const upload = await t.app.inject({ method: 'POST', url: '/api/mail-app/attachments' });
    expect(upload.statusCode).toBe(401);
  });

  it('answers 400 naming the fields for bad input', async () => {
    const expected: Record<string, string[]> = {
      '/api/mail-app/mails': ['folderHandle'],
      '/api/mail-app/mail': ['mailId'],
      '/api/mail-app/update-mail': ['from'],
      '/api/mail-app/set-folder': ['folderId'],
      '/api/mail-app/toggle-label': ['selectedMailIds'],
      '/api/mail-app/delete-mails': ['selectedMailIds.0'],
      '/api/mail-app/save-draft': ['to.0.email'],
      '/api/mail-app/send': ['to'],
      '/api/mail-app/contacts': ['q'],
    };
    for (const call of calls.filter((entry) => entry.bad)) {
      const path = call.url.split('?')[0] as string;
      const response = typeof call.bad === 'string' ? await get(call.bad) : await post(call.url, call.bad as object);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
      const fields = Object.keys(response.json().error);
      for (const field of expected[path] ?? []) expect(fields, path).toContain(field);
    }
  });
});

describe('the mailbox', () => {
  it('starts with the sample mailbox, the inbox by default, newest first, and the spec lists', async () => {
    const inbox = await list('');
    expect(inbox.items.length).toBeGreaterThan(10);
    expect(inbox.items.every((item) => item.folder === 0)).toBe(true);
    const times = inbox.items.map((item) => Date.parse(item.time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await list('?folderHandle=sent')).items.every((item) => item.folder === 1)).toBe(true);
    const withFile = inbox.items.find((item) => item.hasAttachments);
    const download = await get(withFile?.attachments[0]?.url ?? '/none');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('/api/mail-app/folders')).json().map((f: { handle: string }) => f.handle)).toEqual([
      'inbox',
      'sent',
      'drafts',
      'spam',
      'trash',
    ]);
    expect((await get('/api/mail-app/labels')).json().map((l: { handle: string }) => l.handle)).toEqual([
      'note',
      'paypal',
      'invoice',
      'amazon',
    ]);
  });

  it('gives a newly registered account its own sample mailbox at its first call', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { displayName: 'Nova Pessoa', email: 'nova.mail@conecta.example', password: 'nova-senha' },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const headers = bearer(registered.json().access_token);
    const inbox = await t.app.inject({ method: 'GET', url: '/api/mail-app/mails', headers });
    expect(inbox.statusCode).toBe(200);
    const page: MailPage = inbox.json();
    expect(page.items.length).toBeGreaterThan(10);
    expect(page.items[0]?.to).toEqual([{ name: 'Nova Pessoa', email: 'nova.mail@conecta.example' }]);
    const mine = new Set((await list('?limit=100')).items.map((item) => item.id));
    expect(page.items.some((item) => mine.has(item.id))).toBe(false);
  });

  it('pages with keyset cursors, each mail once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: MailPage = await list(`?folderHandle=inbox&limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    const all = await list('?folderHandle=inbox&limit=100');
    expect(seen).toEqual(all.items.map((item) => item.id));
    expect(all.total).toBe(seen.length);
  });

  it('searches subject, sender and body with the matched words highlighted as plain text', async () => {
    const found = await list('?folderHandle=inbox&q=portabilidade');
    expect(found.items.length).toBeGreaterThan(0);
    for (const item of found.items) {
      const parts = [...(item.highlight?.subject ?? []), ...(item.highlight?.excerpt ?? [])];
      // A match in the sender (portabilidade@claro-corp.example) has nothing to highlight in subject or body.
      const inText = parts.some((part) => part.match && part.text.toLowerCase() === 'portabilidade');
      expect(inText || item.from.email.startsWith('portabilidade@'), item.subject).toBe(true);
      expect(item.excerpt).not.toContain('\u0002');
    }
    const bySender = await list('?folderHandle=inbox&q=Samsung');
    expect(bySender.items.length).toBeGreaterThan(0);
    expect(bySender.items.every((item) => item.highlight !== null)).toBe(true);
    expect((await list('?folderHandle=inbox&q=zzzznothing')).items).toEqual([]);
    // The last word is also a prefix, for search as the user types; earlier words match whole.
    const typing = await list('?folderHandle=inbox&q=portab');
    expect(typing.items.map((item) => item.id)).toEqual(found.items.map((item) => item.id));
    expect(typing.items[0]?.highlight?.subject.some((part) => part.match && /^portab/i.test(part.text))).toBe(true);
    expect((await list('?folderHandle=inbox&q=janela%20portab')).items.length).toBeGreaterThan(0);
    expect((await list('?folderHandle=inbox&q=jan%20portab')).items).toEqual([]);
    const either = await list('?folderHandle=inbox&q=zzzznothing%20or%20portab');
    expect(either.items.map((item) => item.id)).toEqual(found.items.map((item) => item.id));
    // Operators and odd input never fail the request.
    for (const odd of ['"unclosed', '-', 'or', '!!! &&', 'a:* | b']) {
      expect((await get(`/api/mail-app/mails?q=${encodeURIComponent(odd)}`)).statusCode, odd).toBe(200);
    }
    expect((await list('?folderHandle=inbox')).items[0]?.highlight).toBeNull();
  });

  it('searches ignoring accents and case, and marks the accented words it matched', async () => {
    const found = await list('?folderHandle=inbox&q=ATUALIZACAO');
    const update = found.items.find((item) => item.subject === 'Aviso: atualização obrigatória do Android');
    expect(update, JSON.stringify(found.items.map((item) => item.subject))).toBeDefined();
    expect(update?.highlight?.subject).toContainEqual({ text: 'atualização', match: true });
    // The body's word, found by its prefix while typing, is marked as written.
    const typing = await list('?folderHandle=inbox&q=seguranc');
    const fromSecurity = typing.items.find((item) => item.id === update?.id);
    expect(fromSecurity?.highlight?.excerpt).toContainEqual({ text: 'segurança', match: true });
    // Accented terms find unaccented text and accented text alike.
    const accented = await list('?folderHandle=inbox&q=Seguran%C3%A7a');
    expect(accented.items.map((item) => item.id)).toContain(update?.id);
    expect((await list('?folderHandle=inbox&q=seguranca')).items.map((item) => item.id)).toEqual(
      accented.items.map((item) => item.id),
    );
  });

  it('changes flags through update-mail and finds the mail under the starred filter', async () => {
    const [first] = (await list('?folderHandle=inbox')).items.filter((item) => !item.starred && !item.read);
    if (!first) throw new Error('no unread, unstarred sample mail');
    // A row carries an excerpt, not the body: the whole mail is read by id.
    const whole = await mail(first.id);
    const saved = await post('/api/mail-app/update-mail', { ...whole, read: true, starred: true, subject: 'changed?' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ read: true, starred: true, subject: first.subject });
    expect((await list('?filterHandle=starred&limit=100')).items.map((item) => item.id)).toContain(first.id);
  });

  it('toggle-label adds the label where missing and removes it where present', async () => {
    const items = (await list('?folderHandle=inbox&limit=100')).items;
    const withNote = items.find((item) => item.labels.includes(0));
    const withoutNote = items.find((item) => !item.labels.includes(0));
    if (!withNote || !withoutNote) throw new Error('sample lacks mails with and without the note label');
    const toggled = await post('/api/mail-app/toggle-label', {
      selectedMailIds: [withNote.id, withoutNote.id],
      labelId: 0,
    });
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect((await mail(withNote.id)).labels).not.toContain(0);
    expect((await mail(withoutNote.id)).labels).toContain(0);
    const noted = (await list('?labelHandle=note&limit=100')).items.map((item) => item.id);
    expect(noted).toContain(withoutNote.id);
    expect(noted).not.toContain(withNote.id);
  });

  it('set-folder moves mails, and delete-mails removes them for good', async () => {
    const [one, two] = (await list('?folderHandle=inbox')).items;
    if (!one || !two) throw new Error('inbox too small');
    const moved = await post('/api/mail-app/set-folder', { selectedMailIds: [one.id, two.id], folderId: 4 });
    expect(moved.statusCode).toBe(200);
    const trash = (await list('?folderHandle=trash&limit=100')).items.map((item) => item.id);
    expect(trash).toEqual(expect.arrayContaining([one.id, two.id]));
    expect((await list('?folderHandle=inbox&limit=100')).items.map((item) => item.id)).not.toContain(one.id);
    const deleted = await post('/api/mail-app/delete-mails', { selectedMailIds: [one.id] });
    expect(deleted.json()).toEqual([one.id]);
    expect((await get(`/api/mail-app/mail?mailId=${one.id}`)).statusCode).toBe(404);
  });

  it('refuses another account’s mail with 404 and changes nothing', async () => {
    const [staffMail] = (await list('', 'staff')).items;
    if (!staffMail) throw new Error('staff has no mail');
    expect((await get(`/api/mail-app/mail?mailId=${staffMail.id}`)).statusCode).toBe(404);
    const whole = await mail(staffMail.id, 'staff');
    expect((await post('/api/mail-app/update-mail', { ...whole, starred: !whole.starred })).statusCode).toBe(404);
    const [mine] = (await list('')).items;
    if (!mine) throw new Error('user has no mail');
    const mixed = await post('/api/mail-app/set-folder', { selectedMailIds: [mine.id, staffMail.id], folderId: 3 });
    expect(mixed.statusCode).toBe(404);
    expect((await mail(mine.id)).folder).toBe(0);
    expect((await post('/api/mail-app/delete-mails', { selectedMailIds: [staffMail.id] })).statusCode).toBe(404);
    expect((await mail(staffMail.id, 'staff')).id).toBe(staffMail.id);
  });
});

describe('compose', () => {
  it('saves one draft per id however often it is saved, and sanitises its HTML', async () => {
    const id = randomUUID();
    const body = {
      id,
      to: [{ name: 'Marta', email: 'marta@outside.example' }],
      subject: 'Rascunho',
      message:
        '<p onclick="steal()">Olá</p><script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="x" onerror="alert(3)">',
    };
    expect((await post('/api/mail-app/save-draft', body)).statusCode).toBe(200);
    const again = await post('/api/mail-app/save-draft', { ...body, subject: 'Rascunho 2' });
    expect(again.statusCode, again.body).toBe(200);
    const drafts = (await list('?folderHandle=drafts&limit=100')).items.filter((item) => item.id === id);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.subject).toBe('Rascunho 2');
    const stored = (await mail(id)).message;
    for (const forbidden of ['<script', 'onclick', 'onerror', 'javascript:', 'alert(1)'])
      expect(stored).not.toContain(forbidden);
    expect(stored).toContain('Olá');
    // Another account cannot overwrite it through the same id.
    expect((await post('/api/mail-app/save-draft', body, 'staff')).statusCode).toBe(404);
  });

  it('sends a draft: stored in Sent, delivered live to a console account, not to an outside address', async () => {
    const baseUrl = await listenLocally(t.app);
    const stream = await openLiveStream(baseUrl, token.staff);
    await stream.next('ready');
    const id = randomUUID();
    const draft = {
      id,
      to: [{ name: 'Sérgio Staff', email: 'STAFF@conecta.example' }],
      cc: [{ name: 'Fora', email: 'someone@outside.example' }],
      subject: 'Linhas para portabilidade',
      message: '<p>Segue a lista.</p>',
    };
    expect((await post('/api/mail-app/save-draft', draft)).statusCode).toBe(200);
    const sent = await post('/api/mail-app/send', draft);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ id, folder: 1, notDeliveredTo: ['someone@outside.example'] });
    expect((await list('?folderHandle=drafts&limit=100')).items.map((item) => item.id)).not.toContain(id);
    expect((await list('?folderHandle=sent&limit=100')).items.map((item) => item.id)).toContain(id);

    const arrived = await waitForEvent(stream.events as unknown as MailArrivedEvent[], 'mail-arrived');
    expect(arrived.subject).toBe('Linhas para portabilidade');
    const copy = await mail(arrived.mailId, 'staff');
    expect(copy).toMatchObject({
      folder: 0,
      read: false,
      subject: draft.subject,
      from: { email: 'user@conecta.example' },
    });
    expect((await list('?folderHandle=inbox', 'staff')).items[0]?.id).toBe(arrived.mailId);
    await stream.close();

    // Sending the same id again delivers nothing more; the sent mail is no longer a draft.
    expect((await post('/api/mail-app/send', draft)).statusCode).toBe(200);
    const copies = (await list('?folderHandle=inbox&q=portabilidade&limit=100', 'staff')).items.filter(
      (item) => item.subject === draft.subject,
    );
    expect(copies).toHaveLength(1);
    expect((await post('/api/mail-app/save-draft', draft)).statusCode).toBe(409);
    // A received mail's id is no draft either: it cannot be sent or overwritten.
    const [received] = (await list('?folderHandle=inbox')).items;
    const resend = await post('/api/mail-app/send', { ...draft, id: received?.id });
    expect(resend.statusCode).toBe(409);
    expect((await mail(received?.id ?? '')).subject).toBe(received?.subject);
  });

  it('suggests the console’s accounts as recipients, those whose name or address starts with the text first', async () => {
    const response = await get('/api/mail-app/contacts?q=staff');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((entry: { email: string }) => entry.email)).toContain('staff@conecta.example');

    // "sta" is inside Gustavo Costa's name and address, and starts Sérgio Staff's surname and address.
    await insertPasswordAccount(t.db, {
      email: 'gustavo.costa@conecta.example',
      displayName: 'Gustavo Costa',
      passwordHash: await hashPassword('gustavo'),
      roles: ['user'],
    });
    const ranked = (await get('/api/mail-app/contacts?q=sta')).json() as { name: string; email: string }[];
    expect(ranked.map((entry) => entry.email)).toContain('gustavo.costa@conecta.example');
    expect(ranked[0]?.email).toBe('staff@conecta.example');
  });

  it('names a console account typed as a bare address as the account is named', async () => {
    const sent = await post('/api/mail-app/send', {
      id: randomUUID(),
      to: [{ name: '', email: 'staff@conecta.example' }],
      cc: [{ name: '', email: 'someone@outside.example' }],
      subject: 'Sem nome',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().to).toEqual([{ name: 'Sérgio Staff', email: 'staff@conecta.example' }]);
    expect(sent.json().cc).toEqual([{ name: '', email: 'someone@outside.example' }]);
  });

  it('takes an attachment through the upload module, readable by its owner only', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = 'mailboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/mail-app/attachments',
      payload,
      headers: { ...bearer(token.user), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const attachment = uploaded.json();
    expect(attachment).toMatchObject({ type: 'image/png', fileName: 'dot.png', size: png.length });
    expect((await get(attachment.url)).statusCode).toBe(200);
    expect((await get(attachment.url, 'staff')).statusCode).toBe(404);

    // Delivered to another console account, the copy carries that account's own copy of the file.
    const sent = await post('/api/mail-app/send', {
      id: randomUUID(),
      to: [{ name: 'Sérgio Staff', email: 'staff@conecta.example' }],
      subject: 'Foto do aparelho danificado',
      attachments: [attachment],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await delivered(sent.json().id);
    const [received] = (await list('?folderHandle=inbox&q=danificado', 'staff')).items;
    const copy = received?.attachments[0];
    expect(copy).toMatchObject({ fileName: 'dot.png', size: png.length });
    expect(copy?.url).not.toBe(attachment.url);
    expect((await get(copy?.url ?? '', 'staff')).statusCode).toBe(200);
    expect((await get(copy?.url ?? '', 'user')).statusCode).toBe(404);

    // Deleting the sent mail for good removes the file only it linked to; the recipient's copy stays.
    const deleted = await post('/api/mail-app/delete-mails', { selectedMailIds: [sent.json().id] });
    expect(deleted.statusCode).toBe(200);
    expect((await get(attachment.url)).statusCode).toBe(404);
    expect((await get(copy?.url ?? '', 'staff')).statusCode).toBe(200);
  });

  it('takes a CSV and plain text as attachments, served only as downloads; refuses a binary named .csv', async () => {
    const upload = async (bytes: Buffer, fileName: string, type: string) => {
      const { payload, headers } = await multipartBody(bytes, { fileName, type });
      return t.app.inject({
        method: 'POST',
        url: '/api/mail-app/attachments',
        payload,
        headers: { ...bearer(token.user), ...headers },
      });
    };
    // The device list's own export: UTF-8 with a byte-order mark, semicolons, accented text.
    const csv = Buffer.from('\ufeffIMEI;Modelo;Situação\r\n356938035643809;Moto G;ativo\r\n', 'utf8');
    const accepted = await upload(csv, 'aparelhos.csv', 'text/csv');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const attachment = accepted.json();
    expect(attachment).toMatchObject({ type: 'text/csv', fileName: 'aparelhos.csv', size: csv.length, preview: '' });
    const download = await get(attachment.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(csv)).toBe(true);
    expect(download.headers['content-type']).toMatch(/^text\/csv/);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="?aparelhos.csv"?$/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    // Plain text, even one that holds markup, is text to download, never a page.
    const note = await upload(Buffer.from('<script>alert(1)</script> notas'), 'notas.html', 'text/html');
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json()).toMatchObject({ type: 'text/plain', fileName: 'notas.txt' });
    expect((await get(note.json().url)).headers['content-disposition']).toMatch(/^attachment/);

    // Bytes that are not text are refused whatever the name says: at the start, or past the first KiB.
    const binary = Buffer.from([0x50, 0x4b, 0x05, 0x00, 0x00, 0x01, 0xff, 0xfe, 0x00, 0x7f, 0x10]);
    expect((await upload(binary, 'lista.csv', 'text/csv')).statusCode).toBe(415);
    const tail = Buffer.concat([Buffer.alloc(8000, 'a;b\n'), Buffer.from([0x00, 0x01, 0x02, 0xff])]);
    expect((await upload(tail, 'longa.csv', 'text/csv')).statusCode).toBe(415);
  });
});
