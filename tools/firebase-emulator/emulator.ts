// The Firebase Auth emulator (firebase-tools) on 127.0.0.1, for development and tests. It runs offline
// with a `demo-` project id; the Emulator UI stays off (it would be downloaded, and the CLI quits without it).
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../free-port';

export interface FirebaseAuthEmulator {
  /** `127.0.0.1:PORT`, as FIREBASE_AUTH_EMULATOR_HOST wants it. */
  host: string;
  url: string;
  projectId: string;
  stop(): Promise<void>;
}

const configFile = fileURLToPath(new URL('./firebase.json', import.meta.url));
const firebaseCli = (() => {
  const require = createRequire(import.meta.url);
  const packageFile = require.resolve('firebase-tools/package.json');
  const { bin } = require(packageFile) as { bin: { firebase: string } };
  return path.join(path.dirname(packageFile), bin.firebase);
})();

/** Compiling the emulator's API schema takes most of the start: ~9 s on an idle machine, 20 s or more under load. */
const readyTimeoutMs = 120_000;
const stopTimeoutMs = 10_000;

export async function startFirebaseAuthEmulator(
  options: { port?: number; projectId?: string } = {},
): Promise<FirebaseAuthEmulator> {
  const projectId = options.projectId ?? 'demo-conecta';
  if (!projectId.startsWith('demo-')) throw new Error('Use a demo- project id: the emulator then never calls Google');
  const port = options.port ?? (await freePort());
  const host = `127.0.0.1:${port}`;
  const url = `http://${host}`;

  // A working folder of its own: the config with this port, the CLI's debug log and hub locator file.
  const workDir = await mkdtemp(path.join(tmpdir(), 'conecta-firebase-'));
  const config = JSON.parse(await readFile(configFile, 'utf8'));
  config.emulators.auth = { ...config.emulators.auth, host: '127.0.0.1', port };
  const workConfig = path.join(workDir, 'firebase.json');
  await writeFile(workConfig, JSON.stringify(config, null, 2));

  const child = spawn(
    process.execPath,
    [firebaseCli, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', workConfig],
    {
      cwd: workDir,
      // A process group of its own, so stop() ends the CLI and anything it started.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Offline: no message-of-the-day fetch (skipped under CI), no update check, no colours in the log.
        CI: 'true',
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        FORCE_COLOR: '0',
        TMPDIR: workDir,
      },
    },
  );
  const output: string[] = [];
  const remember = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If this process ends without stop() (a crashed test run), take the emulator and its folder along.
  const killOnExit = () => {
    killGroup(child, 'SIGKILL');
    rmSync(workDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), stopTimeoutMs);
    await exited;
    clearTimeout(timer);
    process.removeListener('exit', killOnExit);
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(url, exited, () => output.join('\n'));
  } catch (error) {
    await stop();
    throw error;
  }
  return { host, url, projectId, stop };
}

async function waitUntilReady(url: string, exited: Promise<void>, log: () => string): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The Firebase Auth emulator quit before it was ready:\n${log()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
      if (body.authEmulator?.ready) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The Firebase Auth emulator was not ready after ${readyTimeoutMs / 1000} s:\n${log()}`);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
