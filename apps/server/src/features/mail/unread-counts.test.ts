import { randomUUID } from 'node:crypto';
import type { MailListItem, MailPage, MailUnreadCounts } from '@conecta/contracts/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
const token = { user: '', staff: '' };
type Who = keyof typeof token;

beforeAll(async () => {
  // The send is held for undo: no hold here, so the recipient's copy arrives at once.
  t = await createTestApp({ env: { MAIL_UNDO_SECONDS: '0' } });
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
});
afterAll(() => t.close());

const get = (url: string, who: Who = 'user') => t.app.inject({ method: 'GET', url, headers: bearer(token[who]) });
const post = (url: string, payload: object, who: Who = 'user') =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token[who]) });

async function counts(who: Who = 'user'): Promise<MailUnreadCounts> {
  const response = await get('/api/mail-app/unread-counts', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
/** Every mail of a list, as the list call shows it. */
async function all(query: string, who: Who = 'user'): Promise<MailListItem[]> {
  const response = await get(`/api/mail-app/mails?${query}&limit=100`, who);
  expect(response.statusCode, response.body).toBe(200);
  const page: MailPage = response.json();
  expect(page.nextCursor).toBeNull();
  return page.items;
}
const unread = async (query: string, who: Who = 'user') => (await all(query, who)).filter((m) => !m.read).length;

describe('GET /api/mail-app/unread-counts', () => {
  it('needs a signed-in account', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/mail-app/unread-counts' })).statusCode).toBe(401);
  });

  it('counts the unread mail of every folder, filter and label as its list shows it', async () => {
    const answer = await counts();
    expect(answer.folders.inbox).toBeGreaterThan(0);
    expect(answer).toEqual({
      folders: {
        inbox: await unread('folderHandle=inbox'),
        sent: await unread('folderHandle=sent'),
        drafts: await unread('folderHandle=drafts'),
        spam: await unread('folderHandle=spam'),
        trash: await unread('folderHandle=trash'),
      },
      filters: { starred: await unread('filterHandle=starred'), important: await unread('filterHandle=important') },
      labels: {
        note: await unread('labelHandle=note'),
        paypal: await unread('labelHandle=paypal'),
        invoice: await unread('labelHandle=invoice'),
        amazon: await unread('labelHandle=amazon'),
      },
    });
  });

  it('counts the account’s own mail only: a mail delivered to another account and read there changes only its counts', async () => {
    const userBefore = await counts('user');
    const staffBefore = await counts('staff');
    const draft = {
      id: randomUUID(),
      to: [{ name: 'Sérgio Staff', email: 'staff@conecta.example' }],
      subject: 'Contagem',
      message: '<p>Uma nova.</p>',
    };
    expect((await post('/api/mail-app/send', draft)).statusCode).toBe(200);
    // The sender's copy is in Sent, read: the sender's counts stay.
    expect(await counts('user')).toEqual(userBefore);
    let staffAfter = await counts('staff');
    for (let tries = 0; tries < 100 && staffAfter.folders.inbox === staffBefore.folders.inbox; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      staffAfter = await counts('staff');
    }
    expect(staffAfter.folders.inbox).toBe(staffBefore.folders.inbox + 1);

    const copy = (await all('folderHandle=inbox', 'staff')).find((m) => m.subject === 'Contagem');
    expect(copy?.read).toBe(false);
    const whole = (await get(`/api/mail-app/mail?mailId=${copy?.id}`, 'staff')).json();
    const read = await post('/api/mail-app/update-mail', { ...whole, read: true }, 'staff');
    expect(read.statusCode, read.body).toBe(200);
    expect((await counts('staff')).folders.inbox).toBe(staffBefore.folders.inbox);
    expect(await counts('user')).toEqual(userBefore);
  });
});
