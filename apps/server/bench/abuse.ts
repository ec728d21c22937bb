/**
 * `npm run bench:abuse`: what one signed-in account's heaviest requests cost everyone else (issue 21). Starts the
 * server (src/main.ts through tsx) on the embedded database (a temporary DATA_DIR) and on PostgreSQL (a temporary
 * database on the server of DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, and a temporary
 * DATA_DIR for its signing secret: nothing is written into the checkout). For each heavy request it polls
 * `/api/health` every 100 ms while the request runs and prints the health call's worst and 95th-percentile
 * latency, and whether it stayed within 1 s. It prints; it asserts nothing.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scratchPostgres, signIn, startServer } from './server-process';

const postgresServer = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const pollEveryMs = 100;
const withinMs = 1000;
/** The worst case of issue 21: a phrase's words repeated over 199,000 characters, in 25 mails. */
const longBody = 'alfa beta gama delta '.repeat(10_000).slice(0, 199_000);
const longMails = 25;
const attachmentBytes = 10 * 1024 * 1024;
const wrongSignIns = 40;

interface Outcome {
  engine: string;
  request: string;
  status: string;
  seconds: number;
  healthMaxMs: number;
  healthP95Ms: number;
  polls: number;
}

/** Runs `heavy` while `/api/health` is asked every 100 ms, one call at a time; the latencies of those calls. */
async function underLoad(baseUrl: string, heavy: () => Promise<string>) {
  const latencies: number[] = [];
  let running = true;
  const poller = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${baseUrl}/api/health`).then(
        (response) => response.arrayBuffer(),
        () => undefined,
      );
      const took = performance.now() - started;
      latencies.push(took);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, pollEveryMs - took)));
    }
  })();
  const started = performance.now();
  const status = await heavy().catch((error: Error) => `failed: ${error.message}`);
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await poller;
  const sorted = [...latencies].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
  return { status, seconds, healthMaxMs: sorted.at(-1) ?? 0, healthP95Ms: p95, polls: sorted.length };
}

async function call(baseUrl: string, token: string, url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl}${url}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.body instanceof FormData ? {} : json), ...init.headers },
  });
}
const json = { 'content-type': 'application/json' };

async function sizeOf(response: Response): Promise<string> {
  const bytes = (await response.arrayBuffer()).byteLength;
  return `${response.status}, ${(bytes / 1024).toFixed(0)} KiB`;
}

async function round(engine: string, env: NodeJS.ProcessEnv): Promise<Outcome[]> {
  // A send is delivered at once (no undo time), so its row measures the delivery too.
  const server = await startServer({ MAIL_UNDO_SECONDS: '0', ...env });
  const outcomes: Outcome[] = [];
  try {
    const { baseUrl } = server;
    const token = await signIn(baseUrl, 'user@conecta.example', 'user');
    const recipient = await signIn(baseUrl, 'staff@conecta.example', 'staff');
    for (let n = 0; n < longMails; n++) {
      const saved = await call(baseUrl, token, '/api/mail-app/save-draft', {
        method: 'POST',
        body: JSON.stringify({ id: randomUUID(), to: [], subject: `Long ${n}`, message: longBody }),
      });
      if (!saved.ok) throw new Error(`draft ${n}: ${saved.status} ${await saved.text()}`);
    }
    let attachment: unknown;
    const heavy: [string, () => Promise<string>][] = [
      [
        'nothing (idle)',
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          return 'idle';
        },
      ],
      [
        `page of ${longMails} long drafts`,
        async () => sizeOf(await call(baseUrl, token, '/api/mail-app/mails?folderHandle=drafts&limit=100')),
      ],
      ...['"alfa beta"', '"alfa beta gama"'].map((phrase): [string, () => Promise<string>] => [
        `phrase search ${phrase}`,
        async () =>
          sizeOf(
            await call(
              baseUrl,
              token,
              `/api/mail-app/mails?folderHandle=drafts&limit=100&q=${encodeURIComponent(phrase)}`,
            ),
          ),
      ]),
      [
        '10 MiB upload',
        async () => {
          const form = new FormData();
          form.append('file', new Blob([Buffer.alloc(attachmentBytes, 'conecta ')], { type: 'text/plain' }), 'big.txt');
          const response = await call(baseUrl, token, '/api/mail-app/attachments', { method: 'POST', body: form });
          if (response.ok) attachment = await response.json();
          else await response.arrayBuffer();
          return String(response.status);
        },
      ],
      [
        'send 1 attachment to 2 recipients, until delivered',
        async () => {
          if (!attachment) return 'skipped: no upload';
          const subject = `Heavy ${randomUUID()}`;
          const response = await call(baseUrl, token, '/api/mail-app/send', {
            method: 'POST',
            body: JSON.stringify({
              id: randomUUID(),
              to: [
                { name: 'Staff', email: 'staff@conecta.example' },
                { name: 'Admin', email: 'admin@conecta.example' },
              ],
              subject,
              message: '<p>See attached.</p>',
              attachments: [attachment],
            }),
          });
          await response.arrayBuffer();
          if (!response.ok) return String(response.status);
          // The server delivers (and copies the attachments) after the answer: wait until a recipient has it.
          const deadline = Date.now() + 300_000;
          while (Date.now() < deadline) {
            const inbox = await call(baseUrl, recipient, '/api/mail-app/mails?folderHandle=inbox&limit=5');
            const page = (await inbox.json()) as { items?: { subject: string }[] };
            if (page.items?.some((item) => item.subject === subject)) return `${response.status}, delivered`;
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
          return `${response.status}, not delivered in 300 s`;
        },
      ],
      [
        `${wrongSignIns} wrong-password sign-ins at once`,
        async () => {
          const statuses = await Promise.all(
            Array.from({ length: wrongSignIns }, (_, n) =>
              fetch(`${baseUrl}/api/auth`, {
                method: 'POST',
                headers: json,
                body: JSON.stringify({ email: `nobody${n}@conecta.example`, password: 'wrong-password' }),
              }).then(async (response) => {
                await response.arrayBuffer();
                return response.status;
              }),
            ),
          );
          const counted = new Map<number, number>();
          for (const status of statuses) counted.set(status, (counted.get(status) ?? 0) + 1);
          return [...counted].map(([status, count]) => `${count}×${status}`).join(' ');
        },
      ],
    ];
    for (const [request, work] of heavy) {
      outcomes.push({ engine, request, ...(await underLoad(baseUrl, work)) });
    }
  } finally {
    await server.stop();
  }
  return outcomes;
}

const pad = (text: string, width: number) => text.padEnd(width);
function print(outcomes: Outcome[]): void {
  const header = ['engine', 'heavy request', 'answer', 'took s', 'health max ms', 'p95 ms', 'polls', 'within 1 s'];
  const rows = outcomes.map((o) => [
    o.engine,
    o.request,
    o.status,
    o.seconds.toFixed(2),
    o.healthMaxMs.toFixed(0),
    o.healthP95Ms.toFixed(0),
    String(o.polls),
    o.healthMaxMs <= withinMs ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  for (const row of [header, ...rows])
    console.log(row.map((cell, column) => pad(cell, widths[column] ?? 0)).join(' | '));
}

const outcomes: Outcome[] = [];
const dataDir = await mkdtemp(path.join(tmpdir(), 'conecta-abuse-'));
try {
  outcomes.push(...(await round('embedded (PGlite)', { DATABASE_URL: '', DATA_DIR: dataDir })));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
const database = await scratchPostgres(postgresServer, 'conecta_abuse');
// The server keeps its signing secret in DATA_DIR on PostgreSQL too: a folder of the run's, not the checkout's.
const postgresDataDir = await mkdtemp(path.join(tmpdir(), 'conecta-abuse-pg-'));
try {
  outcomes.push(...(await round('PostgreSQL', { DATABASE_URL: database.url, DATA_DIR: postgresDataDir })));
} catch (error) {
  console.log(`PostgreSQL round skipped: ${(error as Error).message}`);
} finally {
  await database.drop().catch(() => undefined);
  await rm(postgresDataDir, { recursive: true, force: true });
}
print(outcomes);
