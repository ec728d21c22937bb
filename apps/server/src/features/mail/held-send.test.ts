import { randomUUID } from 'node:crypto';
import type { Mail, MailListItem, MailPage } from '@conecta/contracts/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByEmail } from '../../accounts';
import { bearer, createScratchDatabase, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { deliverOneDueMail, scheduleSend } from './writes';

/** Short, so the tests do not wait long; long enough to look at a held send before its time. */
const undoSeconds = 1;

let t: TestApp;
const token = { user: '', staff: '' };

beforeAll(async () => {
  t = await createTestApp({ env: { MAIL_UNDO_SECONDS: String(undoSeconds) } });
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
});
afterAll(() => t.close());

type App = TestApp['app'];
const get = (app: App, url: string, who: string) => app.inject({ method: 'GET', url, headers: bearer(who) });
const post = (app: App, url: string, payload: object, who: string) =>
  app.inject({ method: 'POST', url, payload, headers: bearer(who) });

/** The recipient's inbox copies of the mail with this subject. */
async function copiesOf(app: App, subject: string, who: string): Promise<MailListItem[]> {
  const response = await get(app, `/api/mail-app/mails?folderHandle=inbox&limit=100`, who);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as MailPage).items.filter((item) => item.subject === subject);
}

const mailTo = (subject: string) => ({
  id: randomUUID(),
  to: [{ name: 'Sérgio Staff', email: 'staff@conecta.example' }],
  subject,
  message: '<p>Segue.</p>',
});

describe('a send held for undo, on the server', () => {
  it('is delivered when its time comes with no client connected, once, and can no longer be undone', async () => {
    const mail = mailTo(`Held ${randomUUID()}`);
    const sent = await post(t.app, '/api/mail-app/send', mail, token.user);
    expect(sent.statusCode, sent.body).toBe(200);
    const held: Mail = sent.json();
    expect(held).toMatchObject({ id: mail.id, folder: 1 });
    expect(Date.parse(held.sendAt ?? '') - Date.parse(held.time)).toBe(undoSeconds * 1000);
    // Nothing has reached the recipient yet.
    expect(await copiesOf(t.app, mail.subject, token.staff)).toHaveLength(0);

    // No client calls anything more: the server delivers it at its time.
    const [copy] = await waitFor(
      () => copiesOf(t.app, mail.subject, token.staff),
      (copies) => copies.length > 0,
    );
    expect(copy).toMatchObject({ folder: 0, read: false, from: { email: 'user@conecta.example' } });
    const after = await get(t.app, `/api/mail-app/mail?mailId=${mail.id}`, token.user);
    expect(after.json()).toMatchObject({ folder: 1, sendAt: null });

    // Too late to undo; sending again (a retried request) delivers nothing more.
    const undo = await post(t.app, '/api/mail-app/undo-send', { id: mail.id }, token.user);
    expect(undo.statusCode).toBe(409);
    expect(undo.json()).toMatchObject({ code: 'mail.sentAlready' });
    expect((await post(t.app, '/api/mail-app/send', mail, token.user)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, undoSeconds * 1000 + 300));
    expect(await copiesOf(t.app, mail.subject, token.staff)).toHaveLength(1);
  });

  it('is taken back to Drafts by undo before its time, and never delivered', async () => {
    const mail = mailTo(`Undone ${randomUUID()}`);
    expect((await post(t.app, '/api/mail-app/send', mail, token.user)).statusCode).toBe(200);
    const undo = await post(t.app, '/api/mail-app/undo-send', { id: mail.id }, token.user);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ id: mail.id, folder: 2, subject: mail.subject, sendAt: null });
    // Another account's undo is refused as an unknown id.
    expect((await post(t.app, '/api/mail-app/undo-send', { id: mail.id }, token.staff)).statusCode).toBe(404);

    await new Promise((resolve) => setTimeout(resolve, undoSeconds * 1000 + 500));
    expect(await copiesOf(t.app, mail.subject, token.staff)).toHaveLength(0);
    const drafts = await get(t.app, '/api/mail-app/mails?folderHandle=drafts&limit=100', token.user);
    expect((drafts.json() as MailPage).items.map((item) => item.id)).toContain(mail.id);
    // It is a draft again: it can be edited.
    expect((await post(t.app, '/api/mail-app/save-draft', { ...mail, subject: 'Edited' }, token.user)).statusCode).toBe(
      200,
    );
  });

  it('is cancelled when moved out of Sent before its time (to the Trash), and never delivered', async () => {
    const mail = mailTo(`Trashed ${randomUUID()}`);
    expect((await post(t.app, '/api/mail-app/send', mail, token.user)).statusCode).toBe(200);
    const moved = await post(
      t.app,
      '/api/mail-app/set-folder',
      { selectedMailIds: [mail.id], folderId: 4 },
      token.user,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, undoSeconds * 1000 + 500));
    expect(await copiesOf(t.app, mail.subject, token.staff)).toHaveLength(0);
    const after = await get(t.app, `/api/mail-app/mail?mailId=${mail.id}`, token.user);
    expect(after.json()).toMatchObject({ folder: 4, sendAt: null });
  });

  it('is delivered once when several deliverers claim it at the same moment', async () => {
    const sender = await findAccountByEmail(t.db, 'user@conecta.example');
    if (!sender) throw new Error('no sample user');
    const mail = mailTo(`Claimed ${randomUUID()}`);
    // Held with no wait and no timer of this process: only the claims below can deliver it.
    await scheduleSend(
      t.db,
      sender,
      { cc: [], bcc: [], attachments: [], ...mail },
      {
        undoMs: 0,
        attachmentBytesPerMail: 1024,
      },
    );
    const results = await Promise.all([deliverOneDueMail(t.db), deliverOneDueMail(t.db), deliverOneDueMail(t.db)]);
    expect(results.filter((result) => result?.mail.id === mail.id)).toHaveLength(1);
    expect(await copiesOf(t.app, mail.subject, token.staff)).toHaveLength(1);
  });
});

describe('a held send across a restart', () => {
  it('is delivered when the server starts again, its time having passed while it was down', async () => {
    const scratch = await createScratchDatabase();
    try {
      const env = { MAIL_UNDO_SECONDS: String(undoSeconds) };
      const first = await createTestApp({ database: await scratch.open(), env });
      const mail = mailTo(`Restart ${randomUUID()}`);
      const sent = await post(
        first.app,
        '/api/mail-app/send',
        mail,
        await signIn(first.app, 'user@conecta.example', 'user'),
      );
      expect(sent.statusCode, sent.body).toBe(200);
      // The server stops before the mail's time: its timer goes with it.
      await first.close();
      await new Promise((resolve) => setTimeout(resolve, undoSeconds * 1000 + 100));

      const second = await createTestApp({ database: await scratch.open(), env });
      try {
        // Delivered at start-up, before any call.
        const staff = await signIn(second.app, 'staff@conecta.example', 'staff');
        expect(await copiesOf(second.app, mail.subject, staff)).toHaveLength(1);
      } finally {
        await second.close();
      }
    } finally {
      await scratch.drop();
    }
    // Two servers started on one database, one after the other: 22 s on a loaded two-core machine.
  }, 60_000);
});
