import http from 'node:http';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { maxStreamsPerAccount } from '../live/limits';
import { requestOnNewConnection as request, scratchDatabase, startServer } from './test-server';

/** Opens `GET /api/live` on a connection of its own; answers its status once the head arrives, and how to close it. */
function openStream(baseUrl: string, token: string) {
  return new Promise<{ status: number; close(): void }>((resolve, reject) => {
    const outgoing = http.get(new URL('/api/live', baseUrl), {
      agent: false,
      headers: { authorization: `Bearer ${token}` },
    });
    outgoing.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, close: () => outgoing.destroy() });
    });
    outgoing.on('error', reject);
  });
}

const serverUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.runIf(serverUrl)('limits shared by two workers on PostgreSQL', () => {
  it('count sign-ins per address and streams per account across the workers', async () => {
    const database = await scratchDatabase(serverUrl as string, 'conecta_limits');
    cleanups.push(database.drop);
    const perAddress = 30;
    const server = await startServer({
      DATABASE_URL: database.url,
      WORKERS: '2',
      SIGN_IN_LIMIT_PER_IP: String(perAddress),
    });
    cleanups.push(() => server.stop());

    // 60 sign-ins from one address, each on a new connection so the two workers take turns: the limit holds for
    // both together (per process, each let 30 through: 60 in all). Each email once, so no account's wait interferes.
    const answers = [];
    for (let i = 0; i < 2 * perAddress; i++) {
      answers.push(
        await request(server.baseUrl, 'POST', '/api/auth', undefined, {
          email: `nobody-${i}@conecta.example`,
          password: 'guess',
        }),
      );
    }
    expect(new Set(answers.map((answer) => answer.worker)).size).toBe(2);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(perAddress);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(perAddress);
    const adminDb = new pg.Client({ connectionString: database.url });
    await adminDb.connect();
    await adminDb.query('TRUNCATE rate_counters');
    await adminDb.end();

    // 300 streams of one account opened at once, over both workers: exactly the cap is accepted.
    const signedIn = await request(server.baseUrl, 'POST', '/api/auth', undefined, {
      email: 'admin@conecta.example',
      password: 'admin',
    });
    const token = (signedIn.json as { access_token: string }).access_token;
    const opened = await Promise.all(Array.from({ length: 300 }, () => openStream(server.baseUrl, token)));
    for (const stream of opened) stream.close();
    expect(opened.filter((stream) => stream.status === 200)).toHaveLength(maxStreamsPerAccount);
    expect(opened.filter((stream) => stream.status === 429)).toHaveLength(300 - maxStreamsPerAccount);

    expect(await server.stop()).toBe(0);
  }, 240_000);
});
