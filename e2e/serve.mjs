// Starts the built console for the end-to-end tests and benchmarks on a fresh embedded database.
// The folder is named after the port and wiped at each start: Playwright may stop this process
// with SIGKILL, so nothing can be cleaned up afterwards, and at most one folder per port remains.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = path.join(tmpdir(), `conecta-e2e-${process.env.PORT ?? 3000}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const main = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
const server = spawn(process.execPath, [main], { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
