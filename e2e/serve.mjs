// Starts the built console for the end-to-end tests on a fresh embedded database in a temporary
// folder, and removes the folder when Playwright stops the server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = mkdtempSync(path.join(tmpdir(), 'conecta-e2e-'));
const main = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
const server = spawn(process.execPath, [main], { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } });

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
