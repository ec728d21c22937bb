#!/usr/bin/env node
// `npm test`: every test of the project. Unit, component and API tests (embedded database), the API
// suite again on PostgreSQL when one answers, then the build, its page budgets, and the built app end to end
// in Chromium.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { availableParallelism } from 'node:os';
import pg from 'pg';

const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/test';

function run(title, command, args, env = process.env) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const took = `${Math.round((Date.now() - started) / 1000)} s`;
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (after ${took}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title}: ${took}`);
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (isExecutable(chromium)) return chromium;
  const canInstall = process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH;
  if (!canInstall) {
    console.error(
      `Chromium was not found at ${chromium}: install Debian's chromium package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary, then run npm test again.`,
    );
    process.exit(1);
  }
  run('Installing Debian’s chromium package for the end-to-end tests', 'sh', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null',
  ]);
  return chromium;
}

async function reachablePostgres(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const { DATABASE_URL, ...embeddedEnv } = process.env;
// A worker per core: Vitest's default leaves one free, which on a two-core machine means one worker
// (the embedded run took 367 s with one, 272 s with two; the PostgreSQL run 100 s and 66 s).
const workers = `--maxWorkers=${availableParallelism()}`;
const chromium = ensureChromium();

run('Unit, component and API tests (embedded database)', 'npx', ['vitest', 'run', workers], embeddedEnv);

const postgresUrl = DATABASE_URL ?? defaultPostgresUrl;
if (await reachablePostgres(postgresUrl)) {
  run(
    `API tests on PostgreSQL (${new URL(postgresUrl).host})`,
    'npx',
    ['vitest', 'run', workers, '--project', 'server-postgres'],
    {
      ...embeddedEnv,
      DATABASE_URL: postgresUrl,
    },
  );
} else {
  console.log(
    `\n⚠ No PostgreSQL answered at ${new URL(postgresUrl).host}: the PostgreSQL run of the API tests was skipped.`,
  );
}

run('Build the console', 'npm', ['run', 'build', '--silent'], embeddedEnv);
// No browser: the build's page-preloads.json and chunk sizes against apps/web/page-budgets.json.
run('Page budgets (first-visit JavaScript)', 'npm', ['run', 'check:budgets', '--silent'], embeddedEnv);
run('End-to-end tests in Chromium', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  ...embeddedEnv,
  CHROMIUM_PATH: chromium,
});
console.log('\n✔ Every test passed.');
