/**
 * `npm run bench:durability`: does an acknowledged write survive a crash? Starts the server on a fresh
 * embedded DATA_DIR, creates devices from 8 concurrent clients, `kill -9`s the server mid-stream, restarts
 * it and asks for every device whose creation was answered 201. The same on PostgreSQL (a fresh database on
 * the server of DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, 2 workers). Prints the
 * writes acknowledged and lost per round; lost should be 0. It exits 1 if any acknowledged write was lost.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testDeviceInput } from '../src/features/devices/test-devices';
import { scratchPostgres, signIn, startServer } from './server-process';

const rounds = 3;
const clients = 8;
const postgresServer = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates devices until `stop` is set; answers the ids of those the server acknowledged (201). */
async function writeUntilStopped(baseUrl: string, token: string, series: number, stop: { now: boolean }) {
  const acknowledged: string[] = [];
  let next = 0;
  const client = async () => {
    while (!stop.now) {
      const n = next++;
      try {
        const response = await fetch(`${baseUrl}/api/devices`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(testDeviceInput(n, {}, series)),
        });
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
      } catch {
        // The server was killed under this request: not acknowledged.
      }
    }
  };
  const writers = Promise.all(Array.from({ length: clients }, client));
  return { acknowledged, writers };
}

async function countPresent(baseUrl: string, token: string, ids: string[]): Promise<number> {
  let present = 0;
  for (let start = 0; start < ids.length; start += 16) {
    const answers = await Promise.all(
      ids
        .slice(start, start + 16)
        .map((id) =>
          fetch(`${baseUrl}/api/devices/${id}`, { headers: { authorization: `Bearer ${token}` } }).then(
            (r) => r.status,
          ),
        ),
    );
    present += answers.filter((status) => status === 200).length;
  }
  return present;
}

async function crashRounds(engine: string, env: NodeJS.ProcessEnv): Promise<number> {
  let totalLost = 0;
  // Each restart after a crash is also the next round's server.
  let server = await startServer(env);
  for (let round = 1; round <= rounds; round += 1) {
    const token = await signIn(server.baseUrl, 'staff@conecta.example', 'staff');
    const stop = { now: false };
    const { acknowledged, writers } = await writeUntilStopped(server.baseUrl, token, 9_000 + round, stop);
    await new Promise((resolve) => setTimeout(resolve, 1_500 + Math.random() * 1_500));
    await server.kill9();
    stop.now = true;
    await writers;

    server = await startServer(env);
    const again = await signIn(server.baseUrl, 'staff@conecta.example', 'staff');
    const lost = acknowledged.length - (await countPresent(server.baseUrl, again, acknowledged));
    totalLost += lost;
    console.log(`${engine.padEnd(24)} round ${round}: ${acknowledged.length} acknowledged, ${lost} lost`);
  }
  await server.stop();
  return totalLost;
}

const started = Date.now();
let lost = 0;
const dataDir = await mkdtemp(path.join(tmpdir(), 'conecta-durability-'));
try {
  lost += await crashRounds('embedded (PGlite)', { DATABASE_URL: '', DATA_DIR: dataDir });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
const database = await scratchPostgres(postgresServer, 'conecta_durability');
// The server keeps its signing secret in DATA_DIR on PostgreSQL too: a folder of the run's, not the checkout's.
const postgresDataDir = await mkdtemp(path.join(tmpdir(), 'conecta-durability-pg-'));
try {
  lost += await crashRounds('PostgreSQL, 2 workers', {
    DATABASE_URL: database.url,
    WORKERS: '2',
    DATA_DIR: postgresDataDir,
  });
} finally {
  await database.drop();
  await rm(postgresDataDir, { recursive: true, force: true });
}
console.log(`Acknowledged writes lost: ${lost} (${((Date.now() - started) / 1000).toFixed(0)} s).`);
process.exit(lost === 0 ? 0 : 1);
