/**
 * A second process for the lock's tests: `node --import tsx test-lock-holder.ts DIR` takes DIR's lock and
 * holds it until killed, or exits with 1 and the refusal on stderr, as the server does.
 */
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('Usage: test-lock-holder.ts DATA_DIR');
try {
  await lockDataDir(dataDir);
  process.stdout.write('locked\n');
  setInterval(() => undefined, 60_000);
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
