import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirInUseError, lockDataDir, lockFileName, processIdentity } from './data-dir-lock';

const holderScript = fileURLToPath(new URL('./test-lock-holder.ts', import.meta.url));
let dataDir: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'conecta-lock-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts a real second process on the folder; resolves once it holds the lock, or when it exits. */
function startProcess(): Promise<{ child: ChildProcess; locked: boolean; exitCode: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', holderScript, dataDir], { stdio: 'pipe' });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (part: Buffer) => {
    stderr += part.toString();
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (part: Buffer) => {
      if (part.toString().includes('locked')) resolve({ child, locked: true, exitCode: null, stderr });
    });
    child.on('exit', (exitCode) => resolve({ child, locked: false, exitCode, stderr }));
    child.on('error', reject);
  });
}

const waitForExit = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve()),
  );

describe('one process per embedded data folder', () => {
  it('refuses a second process at once, naming the holder, while the first holds the folder', async () => {
    const first = await startProcess();
    expect(first.locked).toBe(true);

    const started = Date.now();
    const second = await startProcess();
    expect(second.locked).toBe(false);
    expect(second.exitCode).toBe(1);
    expect(second.stderr).toContain(`in use by process ${first.child.pid} (started at 20`);
    expect(Date.now() - started).toBeLessThan(10_000);

    // The server's own way in is refused the same way, before PGlite opens the folder.
    const refused = await openDatabase({ dataDir }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as DataDirInUseError).holder.pid).toBe(first.child.pid);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('takes over a lock left by a killed process', async () => {
    const first = await startProcess();
    expect(first.locked).toBe(true);
    first.child.kill('SIGKILL');
    await waitForExit(first.child);
    // kill -9 leaves the file behind, naming a process that no longer runs.
    const leftBehind = JSON.parse(await readFile(path.join(dataDir, lockFileName), 'utf8'));
    expect(leftBehind.pid).toBe(first.child.pid);

    const next = await startProcess();
    expect(next.locked).toBe(true);
    expect(JSON.parse(await readFile(path.join(dataDir, lockFileName), 'utf8')).pid).toBe(next.child.pid);
  });

  it('takes over a lock naming a pid that another process now runs under, and keeps a live holder’s', async () => {
    // A live process that is not the lock's writer: its pid, but another start time (as after a reboot).
    const bystander = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    children.push(bystander);
    const pid = bystander.pid ?? 0;
    const file = path.join(dataDir, lockFileName);
    const reused = {
      pid,
      startedAt: '2026-01-01T00:00:00.000Z',
      command: 'node old-server',
      process: 'old-boot:12345',
    };
    await writeFile(file, JSON.stringify(reused));
    const lock = await lockDataDir(dataDir);
    expect(JSON.parse(await readFile(file, 'utf8')).pid).toBe(process.pid);
    await lock.release();

    // The same pid with its real identity holds the folder: refused, naming it.
    const identity = processIdentity(pid);
    expect(identity).toBeDefined();
    await writeFile(file, JSON.stringify({ ...reused, process: identity }));
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
  });

  it('frees the folder when the database is closed, for the next process', async () => {
    const database = await openDatabase({ dataDir });
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(Error);
    await database.close();
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
    const next = await startProcess();
    expect(next.locked).toBe(true);
  });
});
