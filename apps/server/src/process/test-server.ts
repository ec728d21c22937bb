import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../../tools/free-port';

const mainScript = fileURLToPath(new URL('../main.ts', import.meta.url));

/** The real server (src/main.ts through tsx) in a child process on a free port, with its log kept. */
export async function startServer(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    pid: child.pid,
    get log() {
      return log;
    },
    /** SIGTERM, then waits for the process (and, through it, its workers) to exit. */
    async stop(): Promise<number | null> {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      return exited;
    },
  };
}
