/**
 * `npm run bench:devices [-- --count N] [--keep] [--repeat R]`: seeds a database of its own with N devices
 * and measures the device API through Fastify's `inject` (no network): list requests per kind (p50, p95,
 * p99), CSV export and CSV import throughput. It prints figures; it never fails on a time.
 *
 * PostgreSQL when DATABASE_URL is set (a database `conecta_bench` of its own on that server), otherwise the
 * embedded PGlite in a temporary folder; both are made afresh and removed at the end. With --keep the
 * database stays (PGlite: in <tmpdir>/conecta-bench-pglite) and the next --keep run reuses it, seeding
 * only what is missing; each run's import adds its rows to it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { deviceCsvColumns, deviceSortFields } from '@conecta/contracts';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  describeProgress,
  fleetOwners,
  formatCount,
  nextFleetIndex,
  seedFleet,
  withDeferredIndexes,
} from '../scripts/fleet-seeding';
import { accounts, ownAccountsOnly } from '../src/accounts';
import { buildApp } from '../src/app';
import { createTokenService } from '../src/auth/tokens';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { encodeCursor } from '../src/db/keyset';
import { loadSampleData } from '../src/db/sample-data';
import { sampleAccounts } from '../src/features/auth/seed';
import { generateFleet } from '../src/features/devices/sample-fleet';
import { sampleDataSets } from '../src/sample-data';

const usage = 'Usage: npm run bench:devices [-- --count N] [--keep] [--repeat R] [--import-rows N]';
const { values: args } = parseArgs({
  options: {
    count: { type: 'string', short: 'n' },
    keep: { type: 'boolean', default: false },
    repeat: { type: 'string' },
    'import-rows': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (args.help) {
  console.log(usage);
  process.exit(0);
}
function wholeNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text.replaceAll('_', '').replaceAll(',', ''));
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number of at least 1.\n${usage}`);
    process.exit(2);
  }
  return value;
}

const serverUrl = process.env.DATABASE_URL;
const engine = serverUrl ? 'PostgreSQL' : 'PGlite (embedded)';
const deviceTarget = wholeNumber('count', args.count, serverUrl ? 1_000_000 : 200_000);
const repetitions = wholeNumber('repeat', args.repeat, 40);
const warmUps = 5;
const importRows = wholeNumber('import-rows', args['import-rows'], 20_000);
/** A request slower than this in warm-up is timed fewer times, so one slow kind cannot stall the run. */
const slowRequestMs = 1_000;
const fewRepetitions = 10;
const benchDatabase = 'conecta_bench';

const log = (line = '') => console.log(line);
const loadText = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ——— the database ———

async function onServer(url: string, statement: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

/** The benchmark's own database: never the one the console runs on. */
async function openBenchDatabase(): Promise<{ handle: DatabaseHandle; where: string; cleanUp(): Promise<void> }> {
  if (serverUrl) {
    if (new URL(serverUrl).pathname === `/${benchDatabase}`) {
      throw new Error(`Point DATABASE_URL at another database of the server: the benchmark drops ${benchDatabase}.`);
    }
    const exists = (await onServer(serverUrl, `select 1 from pg_database where datname = '${benchDatabase}'`)).length;
    if (!args.keep && exists) await onServer(serverUrl, `drop database ${benchDatabase} with (force)`);
    if (!args.keep || !exists) await onServer(serverUrl, `create database ${benchDatabase}`);
    const url = new URL(serverUrl);
    url.pathname = `/${benchDatabase}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    return {
      handle,
      where: `database ${benchDatabase} on ${url.host}${args.keep ? ' (kept)' : ' (dropped at the end)'}`,
      cleanUp: async () => {
        if (!args.keep) await onServer(serverUrl, `drop database if exists ${benchDatabase} with (force)`);
      },
    };
  }
  const dataDir = args.keep
    ? path.join(tmpdir(), 'conecta-bench-pglite')
    : await mkdtemp(path.join(tmpdir(), 'conecta-bench-'));
  await mkdir(dataDir, { recursive: true });
  const handle = await openDatabase({ dataDir });
  return {
    handle,
    where: `${dataDir}${args.keep ? ' (kept)' : ' (removed at the end)'}`,
    cleanUp: () => (args.keep ? Promise.resolve() : rm(dataDir, { recursive: true, force: true })),
  };
}

const firstNames = [
  'Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Felipe', 'Gabriela', 'Heitor', 'Isabela', 'João', 'Karina',
  'Leonardo', 'Mariana', 'Nicolas', 'Olívia', 'Pedro', 'Queila', 'Rafael', 'Sofia', 'Tiago', 'Valentina',
  'Wagner', 'Yasmin', 'Alice', 'Bernardo', 'Cecília', 'Davi', 'Elisa', 'Fábio', 'Giovana', 'Helena', 'Igor',
  'Júlia', 'Lucas', 'Manuela', 'Otávio', 'Priscila', 'Renato', 'Sabrina', 'Vitor',
]; // biome-ignore format: a list of names
const surnames = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Pinto', 'Correia', 'Moura', 'Cavalcanti',
]; // biome-ignore format: a list of names

/**
 * A company with a million devices has thousands of people: one account per ~400 devices, so the owner
 * filter and the owner-name search meet realistic selectivity rather than three accounts owning everything.
 */
async function addBenchAccounts(handle: DatabaseHandle, wanted: number): Promise<void> {
  const rows = Array.from({ length: wanted }, (_, n) => {
    const name = `${firstNames[n % 40]} ${surnames[Math.floor(n / 40) % 40]} ${surnames[Math.floor(n / 1600) % 40]}`;
    return {
      email: `bench.person.${n}@conecta.example`,
      displayName: name,
      roles: ['user'],
      shortcuts: [] as string[],
    };
  });
  for (let start = 0; start < rows.length; start += 1000) {
    await handle.db
      .insert(accounts)
      .values(rows.slice(start, start + 1000))
      .onConflictDoNothing({ target: accounts.email, where: ownAccountsOnly });
  }
}

async function scalar(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<string | null> {
  const result = (await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  const first = result.rows[0];
  return first ? (Object.values(first)[0] as string | null) : null;
}

// ——— timing ———

interface Measured {
  kind: string;
  p50: number;
  p95: number;
  p99: number;
  runs: number;
  rows: number;
  total: string;
  error?: string;
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

const results: Measured[] = [];

async function main() {
  log(`Conecta device benchmark · engine: ${engine} · ${formatCount(deviceTarget)} devices wanted`);
  log(`Machine: ${cpus().length} CPUs, load average ${loadText()} (other work on the machine inflates every figure)`);
  const { handle, where, cleanUp } = await openBenchDatabase();
  log(`Database: ${where}`);
  try {
    await run(handle);
  } finally {
    await handle.close();
    await cleanUp();
  }
}

async function run(handle: DatabaseHandle) {
  const { db } = handle;
  await handle.migrate();
  await loadSampleData(db, sampleDataSets);
  await addBenchAccounts(handle, Math.max(50, Math.round(deviceTarget / 400)));
  const owners = await fleetOwners(db);

  // ——— seeding ———
  const stored = Number(await scalar(handle, sql`select count(*) from devices`));
  const missing = deviceTarget - stored;
  if (missing > 0) {
    const startIndex = await nextFleetIndex(db);
    log(`Seeding ${formatCount(missing)} devices (owners: ${owners.length} accounts)…`);
    let lastShown = 0;
    const load = () =>
      seedFleet(db, {
        count: missing,
        seed: 2024,
        owners,
        startIndex,
        onProgress: (progress) => {
          // One line per ~10% keeps the log short at a million rows.
          if (
            progress.inserted + progress.skipped - lastShown >= missing / 10 ||
            progress.total === progress.inserted
          ) {
            lastShown = progress.inserted + progress.skipped;
            log(`  ${describeProgress(progress)}`);
          }
        },
      });
    // A big load into the benchmark's own database builds the secondary indexes once at the end.
    const result =
      missing >= 50_000
        ? await withDeferredIndexes(db, load, (indexes, ms) => log(`  built ${indexes} indexes in ${seconds(ms)}`))
        : await load();
    log(`Seeded ${formatCount(result.inserted)} devices in ${seconds(result.elapsedMs)} (+ index build above).`);
  } else {
    log(`The database already has ${formatCount(stored)} devices.`);
  }
  const analyzeStarted = performance.now();
  await db.execute(sql`analyze`);
  log(`ANALYZE in ${seconds(performance.now() - analyzeStarted)}`);
  const deviceCount = Number(await scalar(handle, sql`select count(*) from devices`));

  // ——— the app ———
  const config = { ...loadConfig({ WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' }) };
  const app = await buildApp({ config, db, tokens: createTokenService(randomBytes(32).toString('hex')) });
  await app.ready();
  try {
    const admin = sampleAccounts.find((account) => account.role === 'admin');
    if (!admin) throw new Error('No sample admin account');
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: admin.email, password: admin.password },
    });
    if (signedIn.statusCode !== 200) throw new Error(`Sign-in failed: ${signedIn.body}`);
    const headers = { authorization: `Bearer ${signedIn.json().access_token as string}` };

    const get = async (url: string) => {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      return { ms: performance.now() - started, response };
    };

    /** The request kinds, timed together at the end. */
    const plan: { kind: string; url: string }[] = [];
    const measure = (kind: string, url: string) => plan.push({ kind, url });

    /**
     * Warms every kind up, then times them round-robin: one request of each kind per round. A burst of
     * other work on the machine then slows every kind a little instead of one kind a lot.
     */
    async function runPlan() {
      const timed = [];
      for (const { kind, url } of plan) {
        let last = await get(url);
        let slowest = last.ms;
        for (let round = 1; round < warmUps && last.response.statusCode === 200; round++) {
          last = await get(url);
          slowest = Math.max(slowest, last.ms);
        }
        if (last.response.statusCode !== 200) {
          const error = `HTTP ${last.response.statusCode}: ${last.response.body.slice(0, 120)}`;
          results.push({ kind, p50: Number.NaN, p95: Number.NaN, p99: Number.NaN, runs: 0, rows: 0, total: '', error });
          log(`  ${kind}: ${error}`);
          continue;
        }
        const body = last.response.json() as { items: unknown[]; total: number; totalIsEstimate: boolean };
        timed.push({
          kind,
          url,
          runs: slowest > slowRequestMs ? fewRepetitions : repetitions,
          times: [] as number[],
          rows: body.items.length,
          total: `${body.totalIsEstimate ? '≈' : ''}${formatCount(body.total)}`,
        });
      }
      for (let round = 0; round < repetitions; round++) {
        for (const entry of timed) if (round < entry.runs) entry.times.push((await get(entry.url)).ms);
      }
      for (const entry of timed) {
        const times = entry.times.sort((a, b) => a - b);
        results.push({
          kind: entry.kind,
          p50: percentile(times, 0.5),
          p95: percentile(times, 0.95),
          p99: percentile(times, 0.99),
          runs: entry.runs,
          rows: entry.rows,
          total: entry.total,
        });
      }
    }

    const list = (query: Record<string, string>) =>
      `/api/devices?${new URLSearchParams({ limit: '100', ...query }).toString()}`;

    // Sample values to search and filter by, taken from stored devices.
    const sample = (await db.execute(sql`
      select imei, msisdn, iccid, owner_id, owner_name from devices
      where msisdn is not null and iccid is not null and owner_id is not null
      order by imei offset ${Math.floor(deviceCount / 3)} limit 1`)) as unknown as {
      rows: { imei: string; msisdn: string; iccid: string; owner_id: string; owner_name: string }[];
    };
    const probe = sample.rows[0];
    if (!probe) throw new Error('No device with a line, a SIM and an owner to search for');

    log();
    log(
      `Timing list requests: ${warmUps} warm-ups each, then ${repetitions} rounds of one request per kind (limit=100)…`,
    );
    measure('first page (updatedAt desc)', list({}));

    // A deep page reached by following nextCursor, as a person paging forward would.
    let cursor: string | null = null;
    for (let page = 0; page < 50; page++) {
      const { response } = await get(list(cursor ? { cursor } : {}));
      cursor = (response.json() as { nextCursor: string | null }).nextCursor;
      if (!cursor) break;
    }
    if (cursor) measure('page 51 (after following 50 cursors)', list({ cursor }));
    // The middle of the table: a cursor no person would page to, but one a bookmark can hold.
    const middle = (await db.execute(sql`
      select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as value from devices
      order by updated_at desc, id desc offset ${Math.floor(deviceCount / 2)} limit 1`)) as unknown as {
      rows: { id: string; value: string }[];
    };
    const halfway = middle.rows[0];
    if (halfway) {
      measure(
        `middle page (row ${formatCount(deviceCount / 2)})`,
        list({ cursor: encodeCursor(halfway.value, halfway.id) }),
      );
    }
    measure('last page (direction=before)', list({ direction: 'before' }));

    for (const sort of deviceSortFields) {
      for (const order of ['asc', 'desc']) measure(`sort ${sort} ${order}`, list({ sort, order }));
    }

    measure('filter status=active', list({ status: 'active' }));
    measure('filter status=lost,stolen', list({ status: 'lost,stolen' }));
    measure('filter kind=router', list({ kind: 'router' }));
    measure('filter network=NB-IoT', list({ network: 'NB-IoT' }));
    measure('filter state=AM', list({ state: 'AM' }));
    measure('filter manufacturer=Motorola', list({ manufacturer: 'Motorola' }));
    measure('filter owner=<one account>', list({ owner: probe.owner_id }));
    measure('filter owner=none', list({ owner: 'none' }));

    measure('search IMEI prefix (10 digits)', list({ q: probe.imei.slice(0, 10) }));
    measure('search MSISDN prefix (+55 DDD 9xxx)', list({ q: probe.msisdn.slice(0, 9) }));
    // 12 digits name an operator's batch (a third of the fleet's SIMs here); 16 narrow it to a few hundred.
    measure('search ICCID prefix (12 digits)', list({ q: probe.iccid.slice(0, 12) }));
    measure('search ICCID prefix (16 digits)', list({ q: probe.iccid.slice(0, 16) }));
    measure('search model text "moto g84"', list({ q: 'moto g84' }));
    // One word of an owner's name, as a person types a surname.
    const nameWord = probe.owner_name.split(' ')[1] ?? probe.owner_name;
    measure(`search owner name "${nameWord}"`, list({ q: nameWord }));

    measure(
      'status=active&kind=handset&state=SP, sort lastSeenAt desc',
      list({ status: 'active', kind: 'handset', state: 'SP', sort: 'lastSeenAt', order: 'desc' }),
    );
    measure(
      'status=suspended,lost&network=4G&manufacturer=Samsung, sort model',
      list({ status: 'suspended,lost', network: '4G', manufacturer: 'Samsung', sort: 'model', order: 'asc' }),
    );
    measure(
      'kind=iot-module&network=NB-IoT&owner=none, sort createdAt',
      list({ kind: 'iot-module', network: 'NB-IoT', owner: 'none', sort: 'createdAt', order: 'asc' }),
    );

    await runPlan();
    printTable(deviceCount);

    // ——— export ———
    log();
    log('Export: GET /api/devices/export.csv of the whole table, streamed…');
    const exportStarted = performance.now();
    const exported = await app.inject({
      method: 'GET',
      url: '/api/devices/export.csv',
      headers,
      payloadAsStream: true,
    });
    let lines = 0;
    let bytes = 0;
    for await (const chunk of exported.stream() as Readable) {
      const buffer = chunk as Buffer;
      bytes += buffer.length;
      for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) lines++;
    }
    const exportMs = performance.now() - exportStarted;
    const exportedRows = lines - 1; // the header
    log(
      `  HTTP ${exported.statusCode}: ${formatCount(exportedRows)} rows, ${(bytes / 1_048_576).toFixed(0)} MB in ` +
        `${seconds(exportMs)} → ${formatCount(exportedRows / (exportMs / 1000))} rows/s`,
    );

    // ——— import ———
    log();
    log(`Import: POST /api/devices/import of ${formatCount(importRows)} new devices as CSV…`);
    const emails = new Map(
      (await db.select({ id: accounts.id, email: accounts.email }).from(accounts)).map((row) => [row.id, row.email]),
    );
    const fresh = generateFleet({ count: importRows, seed: 99, owners, startIndex: await nextFleetIndex(db) });
    const csv = stringify([
      [...deviceCsvColumns],
      ...fresh.map((device) => {
        const cells: Record<(typeof deviceCsvColumns)[number], string> = {
          id: '',
          imei: device.imei,
          serialNumber: device.serialNumber,
          kind: device.kind,
          manufacturer: device.manufacturer,
          model: device.model,
          os: device.os ?? '',
          osVersion: device.osVersion ?? '',
          msisdn: device.msisdn ?? '',
          iccid: device.iccid ?? '',
          imsi: device.imsi ?? '',
          plan: device.plan ?? '',
          network: device.network,
          status: device.status ?? '',
          ownerEmail: device.ownerId ? (emails.get(device.ownerId) ?? '') : '',
          ownerName: device.ownerName ?? '',
          city: device.city ?? '',
          state: device.state ?? '',
          lastSeenAt: device.lastSeenAt ? device.lastSeenAt.toISOString() : '',
          notes: device.notes ?? '',
          createdAt: '',
          updatedAt: '',
        };
        return deviceCsvColumns.map((column) => cells[column]);
      }),
    ]);
    const importStarted = performance.now();
    const imported = await app.inject({
      method: 'POST',
      url: '/api/devices/import',
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: csv,
    });
    const importMs = performance.now() - importStarted;
    if (imported.statusCode === 200) {
      const count = (imported.json() as { imported: number }).imported;
      log(
        `  HTTP 200: ${formatCount(count)} rows (${(csv.length / 1_048_576).toFixed(1)} MB) in ${seconds(importMs)} → ` +
          `${formatCount(count / (importMs / 1000))} rows/s`,
      );
    } else {
      log(`  HTTP ${imported.statusCode} after ${seconds(importMs)}: ${imported.body.slice(0, 300)}`);
    }
    log();
    log(`Engine: ${engine}; devices in the table during the list requests: ${formatCount(deviceCount)}.`);
    log(`Load average at the end: ${loadText()}`);
  } finally {
    await app.close();
  }
}

function printTable(deviceCount: number) {
  const header = ['request kind', 'p50 ms', 'p95 ms', 'p99 ms', 'rows', 'total'];
  const fixed = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');
  const lines = results.map((result) => [
    result.kind + (result.runs && result.runs < repetitions ? ` (${result.runs} runs)` : ''),
    result.error ? result.error : fixed(result.p50),
    fixed(result.p95),
    fixed(result.p99),
    String(result.rows),
    result.total,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const row = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  log();
  log(`List requests on ${engine} with ${formatCount(deviceCount)} devices (GET /api/devices, limit=100):`);
  log();
  log(row(header));
  log(
    `|${widths.map((width, column) => (column === 0 ? ':' : '') + '-'.repeat(width + 1) + (column === 0 ? '' : ':')).join('|')}|`,
  );
  for (const line of lines) log(row(line));
  const over = results.filter((result) => result.p95 > 50);
  log();
  log(
    over.length
      ? `p95 over 50 ms: ${over.map((result) => result.kind).join('; ')}`
      : 'Every list request kind has p95 under 50 ms.',
  );
}

await main();
