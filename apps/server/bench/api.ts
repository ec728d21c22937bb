/**
 * `npm run bench:api`: device-list requests per second and p50/p99 latency at 1, 8 and 32 keep-alive
 * connections, against the real server over HTTP: the embedded database (one process), then PostgreSQL with
 * 1 and 2 workers (a fresh database on the server of DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres). Each database gets 20,000 devices first (`seed:devices`).
 * Beside each engine runs the floor (bench/floor-server.ts): a bare Fastify server with the same SQL for the
 * same page and nothing else, and the ratio ours / floor is printed per connection count.
 * It prints figures; it never fails on a time. The load generator runs on the same machine as the server.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { runToEnd, scratchPostgres, signIn, startServer } from './server-process';

const devices = 20_000;
const connectionCounts = [1, 8, 32];
const warmUpMs = 1_000;
const measureMs = 5_000;
const listPath = '/api/devices?limit=50';
const postgresServer = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

function get(agent: http.Agent, url: URL, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

/** `connections` clients, each sending its next request when the last is answered, for `measureMs`. */
async function load(baseUrl: string, token: string, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(listPath, baseUrl);
  const latencies: number[] = [];
  let failures = 0;
  const warmUntil = performance.now() + warmUpMs;
  const until = warmUntil + measureMs;
  const client = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const status = await get(agent, url, token).catch(() => 0);
      if (started < warmUntil) continue;
      if (status === 200) latencies.push(performance.now() - started);
      else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
  return { perSecond: latencies.length / (measureMs / 1000), p50: at(0.5), p99: at(0.99), failures };
}

/** Requests per second at each connection count, printed as rows; `floor` gives the ratio column. */
async function measure(setup: string, env: NodeJS.ProcessEnv, floor?: number[]): Promise<number[]> {
  const isFloor = setup.startsWith('floor');
  const server = await startServer(env, isFloor ? 'bench/floor-server.ts' : undefined);
  const figures: number[] = [];
  try {
    const token = isFloor ? '' : await signIn(server.baseUrl, 'user@conecta.example', 'user');
    for (const [index, connections] of connectionCounts.entries()) {
      const result = await load(server.baseUrl, token, connections);
      figures.push(result.perSecond);
      const ratio = floor?.[index] ? (result.perSecond / floor[index]).toFixed(2) : '';
      console.log(
        `| ${setup} | ${connections} | ${result.perSecond.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${ratio} |` +
          (result.failures ? ` ${result.failures} failed` : ''),
      );
    }
  } finally {
    await server.stop();
  }
  return figures;
}

const started = Date.now();
console.log(
  `GET ${listPath} over HTTP, ${devices} devices, ${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(2)}\n`,
);
console.log('| database | connections | requests/s | p50 ms | p99 ms | ours / floor |\n|---|---|---|---|---|---|');
const dataDir = await mkdtemp(path.join(tmpdir(), 'conecta-bench-api-'));
try {
  const env = { DATABASE_URL: '', DATA_DIR: dataDir, SIGN_IN_LIMIT_PER_IP: '1000' };
  await runToEnd('scripts/seed-devices.ts', ['--count', String(devices)], env);
  const floor = await measure('floor, embedded (PGlite)', env);
  await measure('embedded (PGlite)', env, floor);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
const database = await scratchPostgres(postgresServer, 'conecta_bench_api');
try {
  const env = { DATABASE_URL: database.url, SIGN_IN_LIMIT_PER_IP: '1000' };
  await runToEnd('scripts/seed-devices.ts', ['--count', String(devices)], env);
  const floor = await measure('floor, PostgreSQL', env);
  await measure('PostgreSQL, 1 worker', { ...env, WORKERS: '1' }, floor);
  await measure('PostgreSQL, 2 workers', { ...env, WORKERS: '2' }, floor);
} finally {
  await database.drop();
}
console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
