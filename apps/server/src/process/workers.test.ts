import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChatLiveEvent } from '@conecta/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { type LiveStream, openLiveStream } from '../live/test-stream';
import { requestOnNewConnection as request, scratchDatabase, startServer } from './test-server';

/** Health checks on new connections until two workers (other than `dead`) have answered, or 30 s passed. */
async function workersAnswering(baseUrl: string, dead?: number): Promise<Set<string>> {
  const answering = new Set<string>();
  const deadline = Date.now() + 30_000;
  while (answering.size < 2 && Date.now() < deadline) {
    const answer = await request(baseUrl, 'GET', '/api/health').catch(() => undefined);
    if (answer?.status === 200 && answer.worker && Number(answer.worker) !== dead) answering.add(answer.worker);
  }
  return answering;
}

const serverUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.runIf(serverUrl)('two workers on PostgreSQL', () => {
  it('share the port and deliver a chat message sent through one worker to a stream on the other', async () => {
    const database = await scratchDatabase(serverUrl as string, 'conecta_workers');
    cleanups.push(database.drop);
    const server = await startServer({ DATABASE_URL: database.url, WORKERS: '2' });
    cleanups.push(() => server.stop());
    expect(server.log).toContain('2 server processes share the port (set by WORKERS).');
    // The first worker up may answer before the second listens.
    expect((await workersAnswering(server.baseUrl)).size).toBe(2);

    const signIn = async (email: string, password: string) =>
      (
        (await request(server.baseUrl, 'POST', '/api/auth', undefined, { email, password })).json as {
          access_token: string;
        }
      ).access_token;
    const sender = await signIn('admin@conecta.example', 'admin');
    const recipient = await signIn('user@conecta.example', 'user');
    const recipientId = ((await request(server.baseUrl, 'GET', '/api/chat/user', recipient)).json as { id: string }).id;
    const senderId = ((await request(server.baseUrl, 'GET', '/api/chat/user', sender)).json as { id: string }).id;

    // Streams on their own connections until the recipient has one on each worker.
    const streams: LiveStream<ChatLiveEvent>[] = [];
    cleanups.push(() => Promise.all(streams.map((stream) => stream.close())));
    while (new Set(streams.map((stream) => stream.worker)).size < 2 && streams.length < 8) {
      const stream = await openLiveStream<ChatLiveEvent>(server.baseUrl, recipient);
      await stream.next('ready');
      streams.push(stream);
    }
    const workers = new Set(streams.map((stream) => stream.worker));
    expect(workers.size).toBe(2);
    expect(workers).not.toContain(null);

    const chat = await request(
      server.baseUrl,
      'GET',
      `/api/chat/get-chat?contactId=${recipientId}&userId=${senderId}`,
      sender,
    );
    const chatId = (chat.json as { chat: { id: string } }).chat.id;
    const sent = await request(server.baseUrl, 'POST', '/api/chat/send-message', sender, {
      chatId,
      contactId: recipientId,
      messageText: 'Across the workers',
    });
    expect(sent.status).toBe(200);
    // The recipient has a stream on the worker that took the message and one on the other: both get it.
    for (const stream of streams) {
      const pushed = await stream.next('message', (event) => event.chatId === chatId);
      expect(pushed.message.message).toBe('Across the workers');
    }
    expect(streams.map((stream) => stream.worker)).toContain(sent.worker);
    expect(streams.some((stream) => stream.worker !== sent.worker)).toBe(true);

    for (const stream of streams) await stream.close();
    streams.length = 0;

    // A worker that dies is replaced: two live workers answer again, the dead one not among them.
    const dead = Number(sent.worker);
    process.kill(dead, 'SIGKILL');
    const answering = await workersAnswering(server.baseUrl, dead);
    expect(answering.size).toBe(2);
    expect(server.log).toContain(`worker ${dead} stopped (SIGKILL); starting another`);

    // SIGTERM to the primary stops the workers too.
    expect(await server.stop()).toBe(0);
  }, 180_000);
});

describe.runIf(serverUrl)('two workers on PostgreSQL, each with its session cache', () => {
  it('refuse a session signed out, or an account disabled, through the other on the very next request', async () => {
    const database = await scratchDatabase(serverUrl as string, 'conecta_workers');
    cleanups.push(database.drop);
    const server = await startServer({ DATABASE_URL: database.url, WORKERS: '2' });
    cleanups.push(() => server.stop());
    expect((await workersAnswering(server.baseUrl)).size).toBe(2);

    const signIn = async (email: string, password: string) =>
      (
        (await request(server.baseUrl, 'POST', '/api/auth', undefined, { email, password })).json as {
          access_token: string;
        }
      ).access_token;
    /** The answers of each worker to the token, one request on a new connection at a time, until both answered. */
    const askBoth = async (token: string) => {
      const answers = new Map<string, { status: number; json: unknown }>();
      for (let tries = 0; answers.size < 2 && tries < 20; tries++) {
        const answer = await request(server.baseUrl, 'GET', '/api/auth/access-token', token);
        if (answer.worker) answers.set(answer.worker, answer);
      }
      expect(answers.size).toBe(2);
      return [...answers.values()];
    };

    const user = await signIn('user@conecta.example', 'user');
    // Both workers have the session in their caches.
    expect((await askBoth(user)).map((answer) => answer.status)).toEqual([200, 200]);
    expect((await request(server.baseUrl, 'POST', '/api/auth/sign-out', user)).status).toBe(204);
    for (const answer of await askBoth(user)) {
      expect(answer.status).toBe(401);
      expect(answer.json).toMatchObject({ code: 'auth.signInAgain' });
    }

    const adminToken = await signIn('admin@conecta.example', 'admin');
    const staff = await signIn('staff@conecta.example', 'staff');
    const staffId = (
      (await request(server.baseUrl, 'GET', '/api/auth/access-token', staff)).json as {
        user: { uuid: string };
      }
    ).user.uuid;
    expect((await askBoth(staff)).map((answer) => answer.status)).toEqual([200, 200]);
    const disabled = await request(server.baseUrl, 'PATCH', `/api/users/${staffId}`, adminToken, {
      status: 'disabled',
    });
    expect(disabled.status).toBe(200);
    for (const answer of await askBoth(staff)) {
      expect(answer.status).toBe(401);
      expect(answer.json).toMatchObject({ error: 'This account is disabled' });
    }
    expect(await server.stop()).toBe(0);
  }, 180_000);
});

describe('WORKERS on the embedded database', () => {
  it('runs one process and says why in the start-up log', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'conecta-workers-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const server = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir, WORKERS: '2', SAMPLE_DATA: 'off' });
    cleanups.push(() => server.stop());
    expect(server.log).toContain('WORKERS=2 asks for 2 processes, but Conecta stays one process');
    const answers = await Promise.all(Array.from({ length: 4 }, () => request(server.baseUrl, 'GET', '/api/health')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // Only a worker of several names itself.
    expect(answers.map((answer) => answer.worker)).toEqual([undefined, undefined, undefined, undefined]);
    expect(await server.stop()).toBe(0);
  }, 120_000);
});
