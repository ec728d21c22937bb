/**
 * The real server (src/main.ts through tsx) as the benchmarks run it: in a process group of its own on a free
 * port, so `kill9` takes the primary and every worker down at once, as a power cut would.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../../tools/free-port';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  baseUrl: string;
  log(): string;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** Runs a script of the server package (e.g. `src/main.ts`) under tsx with `env` added. */
export function runTsx(script: string, args: string[], env: NodeJS.ProcessEnv, detached = false): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
}

/** Starts `script` (the real server unless another is named, e.g. the API floor) and waits for its health. */
export async function startServer(env: NodeJS.ProcessEnv, script = 'src/main.ts'): Promise<ServerProcess> {
  const port = await freePort();
  const child = runTsx(script, [], { HOST: '127.0.0.1', PORT: String(port), ...env }, true);
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (
    !(await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // already gone
    }
  };
  return {
    baseUrl,
    log: () => output,
    async kill9() {
      signalGroup('SIGKILL');
      await exited;
    },
    async stop() {
      signalGroup('SIGTERM');
      await exited;
    },
  };
}

/** Runs a tsx script to its end, failing with its output if it fails. */
export async function runToEnd(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = runTsx(script, args, env);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${script} failed (${code}):\n${output}`);
  return output;
}

/** A fresh PostgreSQL database on the server of `serverUrl`, dropped by `drop`. */
export async function scratchPostgres(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
