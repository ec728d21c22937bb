import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessionEndsAt, startSession } from '../accounts';
import { bearer, createTestApp, signIn, type TestApp, withTwoServers } from '../test/test-app';
import { declareLiveTopic, endAccountStreams, publishToAccount, publishToTopic } from '.';
import { type LiveStream, listenLocally, openLiveStream } from './test-stream';

const accountIdOf = async (db: TestApp['db'], email: string): Promise<string> =>
  (await db.select().from(accounts).where(eq(accounts.email, email)))[0]?.id ?? '';

/** Nothing more arrives for a moment: what was published for others has had its chance to leak. */
const quietMoment = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('GET /api/live, the platform’s live stream', () => {
  let t: TestApp;
  let baseUrl: string;
  const token = { admin: '', staff: '', user: '' };
  const id = { admin: '', staff: '', user: '' };
  /** Who may follow `board:<key>` in these tests: staff, of boards 1 and 2. */
  const boardMembers = new Map([
    ['1', new Set<string>()],
    ['2', new Set<string>()],
  ]);

  const follow = (who: keyof typeof token, streamId: string | null, topics: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/live/topics',
      headers: bearer(token[who]),
      payload: { streamId, topics },
    });

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listenLocally(t.app);
    for (const who of ['admin', 'staff', 'user'] as const) {
      token[who] = await signIn(t.app, `${who}@conecta.example`, who);
      id[who] = await accountIdOf(t.db, `${who}@conecta.example`);
    }
    for (const members of boardMembers.values()) members.add(id.staff);
    declareLiveTopic(t.db, 'board', async (_db, accountId, key) => boardMembers.get(key)?.has(accountId) ?? false);
  });
  afterAll(() => t.close());

  it('needs the bearer token, names the stream in a header and starts with ready for the account', async () => {
    expect((await fetch(`${baseUrl}/api/live`)).status).toBe(401);
    const stream = await openLiveStream(baseUrl, token.user);
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      expect(stream.streamId).toMatch(/^[0-9a-f-]{36}$/);
      expect(await stream.next('ready')).toMatchObject({ type: 'ready', userId: id.user });
    } finally {
      await stream.close();
    }
  });

  it('pushes an account event to every stream of that account and to no one else', async () => {
    const staffTab1 = await openLiveStream(baseUrl, token.staff);
    const staffTab2 = await openLiveStream(baseUrl, token.staff);
    const other = await openLiveStream(baseUrl, token.user);
    try {
      for (const stream of [staffTab1, staffTab2, other]) await stream.next('ready');
      expect(await publishToAccount(t.db, id.staff, { type: 'note-shared', noteId: 7 })).toBe(true);
      for (const tab of [staffTab1, staffTab2]) {
        expect(await tab.next('note-shared')).toEqual({ type: 'note-shared', noteId: 7 });
      }
      await quietMoment();
      expect(other.events.filter((event) => event.type === 'note-shared')).toEqual([]);
    } finally {
      await Promise.all([staffTab1, staffTab2, other].map((stream) => stream.close()));
    }
  });

  it('lets a stream follow the topics its account may follow, and pushes topic events to those streams only', async () => {
    const follower = await openLiveStream(baseUrl, token.staff);
    const sameAccountOtherTab = await openLiveStream(baseUrl, token.staff);
    const stranger = await openLiveStream(baseUrl, token.user);
    try {
      for (const stream of [follower, sameAccountOtherTab, stranger]) await stream.next('ready');
      expect((await follow('staff', follower.streamId, ['board:1', 'board:2'])).statusCode).toBe(204);
      // Someone else's stream id does not make the stranger follow anything, nor is the stranger allowed.
      expect((await follow('user', stranger.streamId, ['board:1'])).statusCode).toBe(403);
      expect((await follow('user', follower.streamId, [])).statusCode).toBe(204);

      await publishToTopic(t.db, 'board:1', { type: 'card-moved', cardId: 3 });
      expect(await follower.next('card-moved')).toEqual({ type: 'card-moved', cardId: 3, topic: 'board:1' });

      // Following is per stream, and a new set replaces the old one.
      expect((await follow('staff', follower.streamId, ['board:2'])).statusCode).toBe(204);
      await quietMoment();
      await publishToTopic(t.db, 'board:1', { type: 'card-moved', cardId: 4 });
      await publishToTopic(t.db, 'board:2', { type: 'card-moved', cardId: 5 });
      expect(await follower.next('card-moved')).toMatchObject({ cardId: 5, topic: 'board:2' });
      await quietMoment();
      // (Other features' events, such as the chat's presence, flow as usual.)
      const cardEvents = (stream: LiveStream) => stream.events.filter((event) => event.type === 'card-moved');
      expect(cardEvents(follower)).toEqual([]);
      expect(cardEvents(sameAccountOtherTab)).toEqual([]);
      expect(cardEvents(stranger)).toEqual([]);
    } finally {
      await Promise.all([follower, sameAccountOtherTab, stranger].map((stream) => stream.close()));
    }
  });

  it('refuses topics no feature offers and malformed requests with 400 naming the field, and strangers with 401', async () => {
    const streamId = crypto.randomUUID();
    const unknown = await follow('staff', streamId, ['payroll:1']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toHaveProperty('topics');
    const malformed = await follow('staff', 'not-a-stream', ['no topic']);
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().error)).toEqual(expect.arrayContaining(['streamId']));
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/live/topics',
      payload: { streamId, topics: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('ends an account’s streams, or only one session’s, when told', async () => {
    const session = async () => {
      const started = await startSession(t.db, id.admin, 30);
      return {
        id: started.id,
        token: await t.tokens.sign(id.admin, { id: started.id, endsAt: sessionEndsAt(started.startedAt, 30) }),
      };
    };
    const [laptopSession, phoneSession] = [await session(), await session()];
    const laptop = await openLiveStream(baseUrl, laptopSession.token);
    const phone = await openLiveStream(baseUrl, phoneSession.token);
    const bystander = await openLiveStream(baseUrl, token.user);
    try {
      for (const stream of [laptop, phone, bystander]) await stream.next('ready');
      await endAccountStreams(t.db, id.admin, laptopSession.id);
      await laptop.finished();
      await quietMoment();
      expect(phone.ended).toBe(false);
      await endAccountStreams(t.db, id.admin);
      await phone.finished();
      await quietMoment();
      expect(bystander.ended).toBe(false);
    } finally {
      await Promise.all([laptop, phone, bystander].map((stream) => stream.close()));
    }
  });

  it('serves the same stream under the chat’s former address', async () => {
    const stream = await openLiveStream(baseUrl, token.user, '/api/chat/live');
    try {
      await stream.next('ready');
      await publishToAccount(t.db, [id.user], { type: 'mail-arrived', mailId: 1 });
      expect(await stream.next('mail-arrived')).toMatchObject({ mailId: 1 });
    } finally {
      await stream.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('on PostgreSQL, across two server processes', () => {
  it('delivers account and topic events published on one process to streams held by the other', async () => {
    await withTwoServers(async ({ appA, appB, dbA, dbB }) => {
      for (const db of [dbA, dbB]) declareLiveTopic(db, 'board', async () => true);
      const urlB = await listenLocally(appB);
      const staff = await signIn(appA, 'staff@conecta.example', 'staff');
      const staffId = await accountIdOf(dbA, 'staff@conecta.example');

      const onB = await openLiveStream(urlB, staff);
      await onB.next('ready');
      await publishToAccount(dbA, staffId, { type: 'mail-arrived', mailId: 9 });
      expect(await onB.next('mail-arrived')).toMatchObject({ mailId: 9 });

      // Followed through A for a stream B holds, then published on A.
      const followed = await appA.inject({
        method: 'POST',
        url: '/api/live/topics',
        headers: bearer(staff),
        payload: { streamId: onB.streamId, topics: ['board:7'] },
      });
      expect(followed.statusCode).toBe(204);
      await quietMoment();
      await publishToTopic(dbA, 'board:7', { type: 'card-moved', cardId: 1 });
      expect(await onB.next('card-moved')).toEqual({ type: 'card-moved', cardId: 1, topic: 'board:7' });

      // Disabled through A: B ends the stream at once.
      await endAccountStreams(dbA, staffId);
      await onB.finished();
    });
  });
});
