import { randomUUID } from 'node:crypto';
import { type ChatContact, type ChatUser, chatMessages, messageText } from '@conecta/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { emailOf } from '../users';

let t: TestApp;
const token: Record<'admin' | 'staff' | 'user', string> = { admin: '', staff: '', user: '' };
const id: Record<'admin' | 'staff' | 'user', string> = { admin: '', staff: '', user: '' };
type Who = keyof typeof token;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'staff', 'user'] as const) {
    token[who] = await signIn(t.app, `${who}@conecta.example`, who);
    id[who] = (await me(who)).id;
  }
});
afterAll(() => t.close());

const get = (url: string, who: Who) => t.app.inject({ method: 'GET', url, headers: bearer(token[who]) });
const post = (url: string, payload: object, who: Who) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(token[who]) });
async function me(who: Who): Promise<ChatUser> {
  const response = await get('/api/chat/user', who);
  expect(response.statusCode).toBe(200);
  return response.json();
}
async function contacts(who: Who, query = ''): Promise<ChatContact[]> {
  const response = await get(`/api/chat/contacts${query}`, who);
  expect(response.statusCode).toBe(200);
  return response.json();
}
const contactNamed = async (who: Who, name: string) => {
  const found = (await contacts(who)).find((contact) => contact.name === name);
  if (!found) throw new Error(`${name} is not a contact of ${who}`);
  return found;
};
const openChat = (who: Who, contactId: string, userId = id[who]) =>
  get(`/api/chat/get-chat?contactId=${contactId}&userId=${userId}`, who);
const send = (who: Who, body: { chatId: string; messageText?: unknown; contactId: string }) =>
  post('/api/chat/send-message', body, who);

describe('chat calls need a signed-in user', () => {
  it('answers 401 to every call without a token', async () => {
    const anyId = randomUUID();
    const calls = [
      { method: 'GET' as const, url: '/api/chat/contacts' },
      { method: 'GET' as const, url: '/api/chat/user' },
      { method: 'POST' as const, url: '/api/chat/user/data', payload: { mood: 'x' } },
      { method: 'GET' as const, url: `/api/chat/get-chat?contactId=${anyId}&userId=${anyId}` },
      {
        method: 'POST' as const,
        url: '/api/chat/send-message',
        payload: { chatId: anyId, contactId: anyId, messageText: 'x' },
      },
      { method: 'GET' as const, url: '/api/chat/live' },
    ];
    for (const call of calls) expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
  });
});

describe('GET /api/chat/contacts', () => {
  it("lists every other active account, by name, with the sample contacts' moods and statuses", async () => {
    const list = await contacts('admin');
    const names = list.map((contact) => contact.name);
    expect(names).toContain('Sérgio Staff');
    expect(names).toContain('Ursula User');
    expect(names).not.toContain('Ana Admin');
    // Disabled accounts cannot chat.
    expect(names).not.toContain('Rodrigo Teixeira');
    expect(list.length).toBeGreaterThan(50);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
    expect(list.find((contact) => contact.name === 'Mariana Albuquerque')).toEqual({
      id: expect.any(String),
      name: 'Mariana Albuquerque',
      avatar: '',
      status: 'online',
      mood: 'Fechando o inventário trimestral',
      // Three messages came after the admin's last one.
      unread: 3,
    });
    expect(list.find((contact) => contact.name === 'Gustavo Pereira')?.status).toBe('offline');
    expect(list.find((contact) => contact.name === 'Rafael Monteiro')?.status).toBe('do-not-disturb');
    // A real person with nobody connected as them is offline, whatever they chose.
    expect(list.find((contact) => contact.name === 'Sérgio Staff')).toMatchObject({ status: 'offline', unread: 2 });
  });

  it('filters by part of the name (case and accents ignored) and by status, ignoring other params', async () => {
    expect((await contacts('admin', '?q=JOAO')).map((contact) => contact.name)).toEqual(['João Pedro Lima']);
    expect((await contacts('admin', '?q=%20gonçal%20')).map((contact) => contact.name)).toEqual(['Lucas Gonçalves']);
    const away = await contacts('admin', '?status=away');
    expect(away.length).toBeGreaterThan(2);
    expect(away.every((contact) => contact.status === 'away')).toBe(true);
    expect(await contacts('admin', '?q=marcelo&status=away&page=2&foo=bar')).toMatchObject([
      { name: 'Marcelo Azevedo', status: 'away' },
    ]);
    expect(await contacts('admin', '?q=nobody-has-this-name')).toEqual([]);
  });

  it('answers 400 naming the filter for a bad status or an overlong search', async () => {
    const status = await get('/api/chat/contacts?status=busy', 'admin');
    expect(status.statusCode).toBe(400);
    expect(status.json().error).toEqual({ status: messageText(chatMessages.status) });
    const search = await get(`/api/chat/contacts?q=${'a'.repeat(101)}`, 'admin');
    expect(search.statusCode).toBe(400);
    expect(search.json().error).toEqual({ q: messageText(chatMessages.search) });
  });
});

describe('GET /api/chat/user', () => {
  it('answers the signed-in user with their chat list, most recent first', async () => {
    const admin = await me('admin');
    const mariana = await contactNamed('admin', 'Mariana Albuquerque');
    const thiago = await contactNamed('admin', 'Thiago Nascimento');
    expect(admin).toMatchObject({
      id: id.admin,
      name: 'Ana Admin',
      avatar: '',
      status: 'online',
      mood: 'Cuidando dos acessos ao console',
    });
    expect(admin.chatList.map((item) => item.contactId)).toEqual([id.staff, mariana.id, thiago.id]);
    const times = admin.chatList.map((item) => Date.parse(item.lastMessageTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Each user has their own list.
    expect((await me('user')).chatList.map((item) => item.contactId)).toContain(id.staff);
    expect((await me('user')).chatList.map((item) => item.contactId)).not.toContain(mariana.id);
  });
});

describe('POST /api/chat/user/data', () => {
  it('merges mood and status into the user and answers it, and others see the new mood', async () => {
    const moodOnly = await post('/api/chat/user/data', { mood: '  Em reunião  ' }, 'user');
    expect(moodOnly.statusCode).toBe(200);
    expect(moodOnly.json()).toMatchObject({ id: id.user, name: 'Ursula User', mood: 'Em reunião', status: 'online' });

    const statusOnly = await post('/api/chat/user/data', { status: 'do-not-disturb' }, 'user');
    expect(statusOnly.json()).toMatchObject({ mood: 'Em reunião', status: 'do-not-disturb' });
    expect(statusOnly.json().chatList.length).toBeGreaterThan(0);

    // Fields that are not the user's to change are ignored.
    const ignored = await post('/api/chat/user/data', { name: 'Someone Else', id: id.admin, chatList: [] }, 'user');
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json()).toMatchObject({ id: id.user, name: 'Ursula User', status: 'do-not-disturb' });
    expect(ignored.json().chatList.length).toBeGreaterThan(0);

    expect((await contactNamed('staff', 'Ursula User')).mood).toBe('Em reunião');
    expect(await me('user')).toMatchObject({ mood: 'Em reunião', status: 'do-not-disturb' });
    await post('/api/chat/user/data', { status: 'online', mood: '' }, 'user');
    expect(await me('user')).toMatchObject({ mood: '', status: 'online' });
  });

  it('answers 400 naming the field for a long mood or an unknown status, and changes nothing', async () => {
    const mood = await post('/api/chat/user/data', { mood: 'x'.repeat(201) }, 'staff');
    expect(mood.statusCode).toBe(400);
    expect(mood.json().error).toEqual({ mood: messageText(chatMessages.mood) });
    const status = await post('/api/chat/user/data', { status: 'busy', mood: 'ok' }, 'staff');
    expect(status.statusCode).toBe(400);
    expect(status.json().error).toEqual({ status: messageText(chatMessages.status) });
    expect(await me('staff')).toMatchObject({ mood: 'Mantendo a frota em dia', status: 'online' });
  });
});

describe('GET /api/chat/get-chat', () => {
  it('creates an empty chat for a contact without one, places it first, and opens the same chat after', async () => {
    const camila = await contactNamed('admin', 'Camila Rocha');
    const response = await openChat('admin', camila.id);
    expect(response.statusCode).toBe(200);
    const { chat, userChatList } = response.json();
    expect(chat).toEqual({ id: expect.any(String), dialog: [] });
    expect(userChatList[0]).toEqual({ chatId: chat.id, contactId: camila.id, lastMessageTime: '', lastMessage: '' });
    expect(userChatList.length).toBe(4);

    const again = (await openChat('admin', camila.id)).json();
    expect(again.chat.id).toBe(chat.id);
    expect(again.userChatList.filter((item: { contactId: string }) => item.contactId === camila.id)).toHaveLength(1);
    expect((await me('admin')).chatList[0]?.chatId).toBe(chat.id);
  });

  it("answers the dialog oldest first, and opening resets the user's unread count", async () => {
    const mariana = await contactNamed('admin', 'Mariana Albuquerque');
    expect(mariana.unread).toBe(3);
    const { chat } = (await openChat('admin', mariana.id)).json();
    expect(chat.dialog).toHaveLength(5);
    expect(chat.dialog[0]).toEqual({
      id: expect.any(String),
      who: mariana.id,
      message: 'Oi! Você conseguiu revisar os acessos dos novos técnicos?',
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(chat.dialog[1].who).toBe(id.admin);
    const times = chat.dialog.map((message: { time: string }) => Date.parse(message.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await contactNamed('admin', 'Mariana Albuquerque')).unread).toBe(0);
  });

  it("refuses someone else's userId (403), an unknown or disabled contact (404) and oneself (400)", async () => {
    const asAnother = await openChat('user', id.staff, id.admin);
    expect(asAnother.statusCode).toBe(403);
    expect(asAnother.json().message).toBe(messageText(chatMessages.notYourUserId));

    const unknown = await openChat('user', randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messageText(chatMessages.contactNotFound));

    const users = await get(`/api/users?q=${encodeURIComponent(emailOf('Rodrigo Teixeira'))}`, 'admin');
    const disabledId = users.json().items[0].uuid;
    expect((await openChat('admin', disabledId)).statusCode).toBe(404);

    const self = await openChat('user', id.user);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toEqual({ contactId: messageText(chatMessages.ownContact) });

    const malformed = await get(`/api/chat/get-chat?contactId=nope&userId=${id.user}`, 'user');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toEqual({ contactId: messageText(chatMessages.id) });
    const missing = await get('/api/chat/get-chat', 'user');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error).sort()).toEqual(['contactId', 'userId']);
  });
});

describe('POST /api/chat/send-message', () => {
  it("appends the message, sets lastMessageTime on both sides and grows the recipient's unread count", async () => {
    const { chat } = (await openChat('user', id.admin)).json();
    const before = (await contacts('admin')).find((contact) => contact.id === id.user)?.unread;
    expect(before).toBe(0);

    const response = await send('user', { chatId: chat.id, contactId: id.admin, messageText: 'Bom dia, Ana!' });
    expect(response.statusCode).toBe(200);
    const { message, userChatList } = response.json();
    expect(message).toEqual({
      id: expect.any(String),
      who: id.user,
      message: 'Bom dia, Ana!',
      time: expect.any(String),
    });
    expect(userChatList[0]).toEqual({
      chatId: chat.id,
      contactId: id.admin,
      lastMessageTime: message.time,
      lastMessage: 'Bom dia, Ana!',
    });

    // Whitespace-only text is sent as is (console-core §5 checks only for the empty string).
    const second = (await send('user', { chatId: chat.id, contactId: id.admin, messageText: '  ' })).json();
    expect(second.message.message).toBe('  ');
    expect(Number(second.message.id)).toBeGreaterThan(Number(message.id));

    // The recipient: the chat appeared first in their list with the same time, two unread.
    const admin = await me('admin');
    // The conversation list shows the last message itself.
    expect(admin.chatList[0]).toEqual({
      chatId: chat.id,
      contactId: id.user,
      lastMessageTime: second.message.time,
      lastMessage: '  ',
    });
    expect((await contacts('admin')).find((contact) => contact.id === id.user)?.unread).toBe(2);

    // Stored: the recipient finds both when they open the chat, which reads them.
    const opened = (await openChat('admin', id.user)).json();
    expect(opened.chat.id).toBe(chat.id);
    expect(opened.chat.dialog.map((item: { message: string }) => item.message)).toEqual(['Bom dia, Ana!', '  ']);
    expect((await contacts('admin')).find((contact) => contact.id === id.user)?.unread).toBe(0);

    // A reply moves the chat first in the sender's list too, and the sender's own unread stays 0.
    const reply = (await send('admin', { chatId: chat.id, contactId: id.user, messageText: 'Bom dia!' })).json();
    expect(reply.userChatList[0]).toEqual({
      chatId: chat.id,
      contactId: id.user,
      lastMessageTime: reply.message.time,
      lastMessage: 'Bom dia!',
    });
    expect((await contacts('user')).find((contact) => contact.id === id.admin)?.unread).toBe(1);
    expect((await contacts('admin')).find((contact) => contact.id === id.user)?.unread).toBe(0);
  });

  it('puts a new chat into the contact’s list only when the first message arrives', async () => {
    const fernanda = await contactNamed('staff', 'Fernanda Ribeiro');
    const { chat } = (await openChat('staff', fernanda.id)).json();
    const response = await send('staff', { chatId: chat.id, contactId: fernanda.id, messageText: 'Oi, Fernanda' });
    expect(response.json().userChatList[0]).toMatchObject({
      chatId: chat.id,
      lastMessageTime: response.json().message.time,
    });
    const { chat: again } = (await openChat('staff', fernanda.id)).json();
    expect(again.dialog.map((message: { message: string }) => message.message)).toEqual(['Oi, Fernanda']);
  });

  it('refuses empty text with 400 naming messageText, and stores nothing', async () => {
    const { chat } = (await openChat('user', id.staff)).json();
    const length = chat.dialog.length;
    for (const messageText of ['', undefined, 42]) {
      const response = await send('user', { chatId: chat.id, contactId: id.staff, messageText });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error)).toEqual(['messageText']);
    }
    expect((await send('user', { chatId: chat.id, contactId: id.staff, messageText: '' })).json().error).toEqual({
      messageText: messageText(chatMessages.messageTextEmpty),
    });
    const long = await send('user', { chatId: chat.id, contactId: id.staff, messageText: 'x'.repeat(2001) });
    expect(long.json().error).toEqual({ messageText: messageText(chatMessages.messageTextTooLong) });
    expect(
      (await send('user', { chatId: chat.id, contactId: id.staff, messageText: 'x'.repeat(2000) })).statusCode,
    ).toBe(200);
    expect((await openChat('user', id.staff)).json().chat.dialog).toHaveLength(length + 1);
  });

  it("refuses writing to another pair's chat (403), an unknown chat (404) and a contact not in the chat (400)", async () => {
    const adminStaff = (await openChat('admin', id.staff)).json().chat;
    const length = adminStaff.dialog.length;
    const intruder = await send('user', { chatId: adminStaff.id, contactId: id.staff, messageText: 'Oi' });
    expect(intruder.statusCode).toBe(403);
    expect(intruder.json().message).toBe(messageText(chatMessages.notYourChat));
    const asAdmin = await send('user', { chatId: adminStaff.id, contactId: id.admin, messageText: 'Oi' });
    expect(asAdmin.statusCode).toBe(403);

    const unknown = await send('user', { chatId: randomUUID(), contactId: id.staff, messageText: 'Oi' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messageText(chatMessages.chatNotFound));

    const wrongContact = await send('admin', { chatId: adminStaff.id, contactId: id.user, messageText: 'Oi' });
    expect(wrongContact.statusCode).toBe(400);
    expect(wrongContact.json().error).toEqual({ contactId: messageText(chatMessages.contactNotInChat) });

    expect((await openChat('admin', id.staff)).json().chat.dialog).toHaveLength(length);
  });

  it("never shows a user another pair's messages", async () => {
    // The user's only way to a chat is their own id and a contact: they get their own chat with that contact.
    const { chat } = (await openChat('user', id.admin)).json();
    const adminStaff = (await openChat('admin', id.staff)).json().chat;
    expect(chat.id).not.toBe(adminStaff.id);
    expect(chat.dialog.every((message: { who: string }) => [id.user, id.admin].includes(message.who))).toBe(true);
    expect((await me('user')).chatList.map((item) => item.chatId)).not.toContain(adminStaff.id);
  });
});
