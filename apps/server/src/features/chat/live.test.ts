import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { ChatContact, ChatLiveEvent } from '@conecta/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, authSessions, startSession } from '../../accounts';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { liveConnections as chatConnections, LiveHub } from '../../live';
import { listenLocally, openLiveStream as openStream } from '../../live/test-stream';
import { bearer, createTestApp, signIn, type TestApp, withTwoServers } from '../../test/test-app';
import { emailOf } from '../users';
import { attachChatLive } from './live';

type App = TestApp['app'];

/** The platform's stream with the chat's events typed. */
const openLiveStream = (baseUrl: string, token: string) => openStream<ChatLiveEvent>(baseUrl, token);

const contactsOf = async (app: App, token: string): Promise<ChatContact[]> =>
  (await app.inject({ method: 'GET', url: '/api/chat/contacts', headers: bearer(token) })).json();
const statusOf = async (app: App, token: string, contactId: string) =>
  (await contactsOf(app, token)).find((contact) => contact.id === contactId)?.status;
const userId = async (app: App, token: string): Promise<string> =>
  (await app.inject({ method: 'GET', url: '/api/chat/user', headers: bearer(token) })).json().id;

async function sendMessage(app: App, token: string, contactId: string, messageText: string) {
  const me = await userId(app, token);
  const opened = await app.inject({
    method: 'GET',
    url: `/api/chat/get-chat?contactId=${contactId}&userId=${me}`,
    headers: bearer(token),
  });
  const chatId: string = opened.json().chat.id;
  const sent = await app.inject({
    method: 'POST',
    url: '/api/chat/send-message',
    payload: { chatId, contactId, messageText },
    headers: bearer(token),
  });
  expect(sent.statusCode).toBe(200);
  return { chatId, ...(sent.json() as { message: { id: string; who: string; message: string; time: string } }) };
}

/** Polls until the check passes: closing a stream is noticed by the server a moment later. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Just enough of a ServerResponse for the hub: what it writes, and its end. */
class RecordingResponse extends EventEmitter {
  readonly chunks: string[] = [];
  writableEnded = false;
  destroyed = false;
  write(chunk: string) {
    this.chunks.push(chunk);
    return true;
  }
  end() {
    if (this.writableEnded) return;
    this.writableEnded = true;
    this.emit('close');
  }
  destroy() {
    this.destroyed = true;
    this.end();
  }
  get events(): ChatLiveEvent[] {
    return this.chunks
      .filter((chunk) => chunk.startsWith('event:'))
      .map((chunk) => JSON.parse(chunk.split('data: ')[1] ?? ''));
  }
}

describe('GET /api/chat/live', () => {
  let t: TestApp;
  let baseUrl: string;
  const token = { admin: '', staff: '', user: '' };
  const id = { admin: '', staff: '', user: '' };

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listenLocally(t.app);
    for (const who of ['admin', 'staff', 'user'] as const) {
      token[who] = await signIn(t.app, `${who}@conecta.example`, who);
      id[who] = await userId(t.app, token[who]);
    }
  });
  afterAll(() => t.close());

  it('is an event stream that needs the bearer token and starts with ready', async () => {
    const refused = await fetch(`${baseUrl}/api/chat/live`);
    expect(refused.status).toBe(401);
    const stream = await openLiveStream(baseUrl, token.user);
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      expect(await stream.next('ready')).toEqual({ type: 'ready', userId: id.user, status: 'online' });
    } finally {
      await stream.close();
    }
  });

  it('pushes a new message to the recipient at once, and to the sender’s other tabs', async () => {
    const staff = await openLiveStream(baseUrl, token.staff);
    const adminTab1 = await openLiveStream(baseUrl, token.admin);
    const adminTab2 = await openLiveStream(baseUrl, token.admin);
    const bystander = await openLiveStream(baseUrl, token.user);
    try {
      for (const stream of [staff, adminTab1, adminTab2, bystander]) await stream.next('ready');
      const sent = await sendMessage(t.app, token.admin, id.staff, 'Chegou o lote?');

      const received = await staff.next('message');
      const unread = (await contactsOf(t.app, token.staff)).find((contact) => contact.id === id.admin)?.unread;
      expect(received).toEqual({
        type: 'message',
        chatId: sent.chatId,
        contactId: id.admin,
        message: sent.message,
        unread,
        userChatList: expect.any(Array),
      });
      expect(unread).toBeGreaterThan(0);
      expect(received.userChatList[0]).toEqual({
        chatId: sent.chatId,
        contactId: id.admin,
        lastMessage: 'Chegou o lote?',
        lastMessageTime: sent.message.time,
      });

      for (const tab of [adminTab1, adminTab2]) {
        expect(await tab.next('message')).toMatchObject({
          chatId: sent.chatId,
          contactId: id.staff,
          message: sent.message,
          unread: 0,
        });
      }
      // The reply comes back the same way.
      const reply = await sendMessage(t.app, token.staff, id.admin, 'Chegou sim');
      expect(await adminTab1.next('message')).toMatchObject({ contactId: id.staff, message: reply.message, unread: 1 });

      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(bystander.events.filter((event) => event.type === 'message')).toEqual([]);
    } finally {
      await Promise.all([staff, adminTab1, adminTab2, bystander].map((stream) => stream.close()));
    }
  });

  it('makes a user online while they have a stream, offline after the last one closes, and tells everyone', async () => {
    const admin = await openLiveStream(baseUrl, token.admin);
    try {
      await admin.next('ready');
      await eventually(async () => (await statusOf(t.app, token.admin, id.staff)) === 'offline');
      // Let the word of the earlier tests' closed streams arrive, then start from a clean slate.
      await new Promise((resolve) => setTimeout(resolve, 200));
      admin.events.length = 0;

      const tab1 = await openLiveStream(baseUrl, token.staff);
      await tab1.next('ready');
      expect(await admin.next('presence', (event) => event.contactId === id.staff)).toEqual({
        type: 'presence',
        contactId: id.staff,
        status: 'online',
      });
      expect(await statusOf(t.app, token.admin, id.staff)).toBe('online');

      const tab2 = await openLiveStream(baseUrl, token.staff);
      await tab2.next('ready');
      await tab1.close();
      // One tab left: still online, and nobody was told otherwise.
      await eventually(
        async () =>
          (await t.db.select().from(chatConnections).where(eq(chatConnections.accountId, id.staff))).length === 1,
      );
      expect(await statusOf(t.app, token.admin, id.staff)).toBe('online');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(admin.events.filter((event) => event.type === 'presence' && event.contactId === id.staff)).toEqual([]);

      // The chosen status shows while connected.
      await t.app.inject({
        method: 'POST',
        url: '/api/chat/user/data',
        payload: { status: 'away' },
        headers: bearer(token.staff),
      });
      expect(await admin.next('presence', (event) => event.contactId === id.staff)).toMatchObject({ status: 'away' });
      expect(await statusOf(t.app, token.admin, id.staff)).toBe('away');

      await tab2.close();
      expect(await admin.next('presence', (event) => event.contactId === id.staff)).toMatchObject({
        status: 'offline',
      });
      expect(await statusOf(t.app, token.admin, id.staff)).toBe('offline');
      // The closed streams are gone from the server's books.
      expect(await t.db.select().from(chatConnections).where(eq(chatConnections.accountId, id.staff))).toEqual([]);
    } finally {
      await admin.close();
      await t.app.inject({
        method: 'POST',
        url: '/api/chat/user/data',
        payload: { status: 'online' },
        headers: bearer(token.staff),
      });
    }
  });

  it('shows a sample contact’s seeded status until someone connects as them; from then on presence is real', async () => {
    const [mariana] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, emailOf('Mariana Albuquerque')));
    if (!mariana) throw new Error('sample account missing');
    expect(await statusOf(t.app, token.admin, mariana.id)).toBe('online');
    const stream = await openLiveStream(baseUrl, await t.tokenFor(mariana.id));
    await stream.next('ready');
    expect(await statusOf(t.app, token.admin, mariana.id)).toBe('online');
    await stream.close();
    await eventually(async () => (await statusOf(t.app, token.admin, mariana.id)) === 'offline');
  });

  it('ends open streams when the app closes, without holding the close up', async () => {
    // A second server over the same database, so closing it leaves the others' database open.
    const other = await buildApp({ config: loadConfig({ WEB_DIST: '/nonexistent' }), db: t.db, tokens: t.tokens });
    const url = await listenLocally(other);
    const stream = await openLiveStream(url, token.user);
    await stream.next('ready');
    await other.close();
    await stream.finished();
    expect(stream.ended).toBe(true);
  });

  it('pings open streams, sweeps connections a dead process left, and ends the streams of disabled accounts', async () => {
    const hub = new LiveHub(t.db, t.app.log, 50);
    attachChatLive(hub, t.db);
    await hub.start();
    const idOf = async (email: string) =>
      (await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)))[0]?.id ?? '';
    const [admin, staff, bianca] = await Promise.all([
      idOf('admin@conecta.example'),
      idOf('staff@conecta.example'),
      idOf(emailOf('Bianca Xavier')),
    ]);
    try {
      const adminStream = new RecordingResponse();
      const biancaStream = new RecordingResponse();
      await hub.attach(admin, adminStream as unknown as ServerResponse);
      await hub.attach(bianca, biancaStream as unknown as ServerResponse);
      expect(hub.openConnections).toBe(2);

      // Staff's stream on a process that died two minutes ago.
      await t.db.insert(chatConnections).values({
        id: randomUUID(),
        accountId: staff,
        processId: randomUUID(),
        seenAt: new Date(Date.now() - 120_000),
      });
      await t.db.update(accounts).set({ status: 'disabled' }).where(eq(accounts.id, bianca));

      await eventually(async () => biancaStream.writableEnded && adminStream.chunks.includes(': ping\n\n'));
      expect(hub.openConnections).toBe(1);
      await eventually(async () =>
        adminStream.events.some(
          (event) => event.type === 'presence' && event.contactId === staff && event.status === 'offline',
        ),
      );
      expect(await t.db.select().from(chatConnections).where(eq(chatConnections.accountId, staff))).toEqual([]);
    } finally {
      await t.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, bianca));
      await hub.close();
    }
    expect(hub.openConnections).toBe(0);
    expect(await t.db.select().from(chatConnections).where(eq(chatConnections.accountId, admin))).toEqual([]);
  });

  it('ends the streams of a revoked session at the heartbeat even when the revocation’s signal never came', async () => {
    const hub = new LiveHub(t.db, t.app.log, 50);
    attachChatLive(hub, t.db);
    await hub.start();
    const [staff] = await t.db.select().from(accounts).where(eq(accounts.email, 'staff@conecta.example'));
    if (!staff) throw new Error('sample account missing');
    const revoked = await startSession(t.db, staff.id, 30);
    const kept = await startSession(t.db, staff.id, 30);
    try {
      const revokedStream = new RecordingResponse();
      const keptStream = new RecordingResponse();
      await hub.attach(staff.id, revokedStream as unknown as ServerResponse, revoked.id);
      await hub.attach(staff.id, keptStream as unknown as ServerResponse, kept.id);
      // Written straight to the database: no signal tells this hub.
      await t.db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, revoked.id));

      await eventually(async () => revokedStream.writableEnded);
      expect(keptStream.writableEnded).toBe(false);
      expect(hub.openConnections).toBe(1);
    } finally {
      await hub.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('on PostgreSQL, across two server processes', () => {
  it('pushes a message sent through one server to a client connected to the other, and shares presence', async () => {
    await withTwoServers(async ({ appA, appB }) => {
      const urlA = await listenLocally(appA);
      const urlB = await listenLocally(appB);
      const admin = await signIn(appA, 'admin@conecta.example', 'admin');
      const staff = await signIn(appB, 'staff@conecta.example', 'staff');
      const adminId = await userId(appA, admin);
      const staffId = await userId(appB, staff);

      const adminOnA = await openLiveStream(urlA, admin);
      await adminOnA.next('ready');
      const staffOnB = await openLiveStream(urlB, staff);
      await staffOnB.next('ready');
      // Staff connected to B: A sees them online and its clients are told.
      expect(await adminOnA.next('presence', (event) => event.contactId === staffId)).toMatchObject({
        status: 'online',
      });
      expect(await statusOf(appA, admin, staffId)).toBe('online');

      const sent = await sendMessage(appA, admin, staffId, 'Mensagem via servidor A');
      expect(await staffOnB.next('message')).toMatchObject({
        chatId: sent.chatId,
        contactId: adminId,
        message: sent.message,
        unread: 1,
      });
      // And back: sent through B, pushed by A.
      const reply = await sendMessage(appB, staff, adminId, 'Resposta via servidor B');
      expect(await adminOnA.next('message', (event) => event.message.id === reply.message.id)).toMatchObject({
        contactId: staffId,
      });

      await staffOnB.close();
      expect(await adminOnA.next('presence', (event) => event.contactId === staffId)).toMatchObject({
        status: 'offline',
      });
      await adminOnA.close();
    });
  });
});
