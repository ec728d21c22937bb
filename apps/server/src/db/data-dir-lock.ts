import { readFileSync, unlinkSync } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

/** The lock file's name inside `DATA_DIR`. */
export const lockFileName = 'conecta.lock';

/** Who holds a data folder: written into the lock file, shown to the process that is refused. */
export interface LockHolder {
  pid: number;
  startedAt: string;
  command: string;
  /**
   * Which process that pid was: the boot and the start time in clock ticks (Linux's /proc), so a lock
   * naming a pid since reused by another process is known stale. Absent where /proc is not.
   */
  process?: string;
}

/** `<boot id>:<start ticks>` of a running process, from Linux's /proc; undefined elsewhere or when it is gone. */
export function processIdentity(pid: number): string | undefined {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = fields[19]; // field 22 of the whole line
    return startTicks ? `${boot}:${startTicks}` : undefined;
  } catch {
    return undefined;
  }
}

/** Another live process owns the folder. The message names it, for the person starting the second one. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} (started at ${holder.startedAt}: ` +
        `${holder.command}). One process at a time may open it: stop that process first, give this one its own ` +
        'DATA_DIR, or point DATABASE_URL at a PostgreSQL server to run several.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

/** The lock files this process holds, to tell its own live lock from one left by an earlier life with its pid. */
const heldHere = new Set<string>();

function isAlive(holder: LockHolder, file: string): boolean {
  const { pid } = holder;
  // Our own pid in a lock we do not hold was left by an earlier process with that pid (a container restarted).
  if (pid === process.pid) return heldHere.has(file);
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // The pid runs, but is it the process that wrote the lock? A pid reused since (after a reboot, or by
  // chance) must not keep the folder locked until someone deletes the file.
  const now = holder.process && processIdentity(pid);
  return !now || now === holder.process;
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>;
    if (typeof holder.pid === 'number' && Number.isInteger(holder.pid) && holder.pid > 0) {
      return {
        pid: holder.pid,
        startedAt: String(holder.startedAt),
        command: String(holder.command ?? ''),
        ...(typeof holder.process === 'string' ? { process: holder.process } : {}),
      };
    }
  } catch {
    // a lock file cut short by a crash while it was written: nobody holds it
  }
  return undefined;
}

/**
 * Takes the folder for this process, or throws `DataDirInUseError` naming the live holder. PGlite takes no lock
 * of its own, and two processes writing one folder lose each other's writes. The lock file is created
 * exclusively (`wx`), so of two processes starting at once one wins; a lock whose process is gone (killed,
 * crashed, or its pid now another process's) is taken over, so a kill -9 never blocks the next start.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, lockFileName);
  const me: LockHolder = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(' '),
  };
  const identity = processIdentity(process.pid);
  if (identity) me.process = identity;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      try {
        await handle.writeFile(JSON.stringify(me));
        await handle.sync();
      } finally {
        await handle.close();
      }
      return holdLock(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = await readFile(file, 'utf8').catch(() => '');
    const holder = parseHolder(text);
    if (holder && isAlive(holder, file)) throw new DataDirInUseError(dataDir, holder);
    if (!holder && text === '' && attempt === 0) {
      // Possibly a holder between creating the file and writing its pid: look again before taking it over.
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    // Stale: its process is gone. Remove it and try again (another process may win the new file; then we are refused).
    await unlink(file).catch(() => undefined);
  }
  throw new Error(`Could not take the lock ${file}`);
}

function holdLock(file: string): DataDirLock {
  let held = true;
  heldHere.add(file);
  const removeIfOurs = () => {
    if (!held) return;
    held = false;
    heldHere.delete(file);
    try {
      if (parseHolder(readFileSync(file, 'utf8'))?.pid === process.pid) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  // An ordinary exit (process.exit, an uncaught error) releases the folder too; only a kill leaves the file behind.
  process.once('exit', removeIfOurs);
  return {
    async release() {
      process.removeListener('exit', removeIfOurs);
      removeIfOurs();
    },
  };
}
