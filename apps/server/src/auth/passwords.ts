import { httpMessages } from '@conecta/contracts';
import { hash, verify } from '@node-rs/argon2';
import { RetryLaterError } from '../http/errors';

/** `Algorithm.Argon2id`; the library's enum is a const enum, which isolated modules cannot read. */
const argon2id = 2;

/** Too many password hashes at once: the caller is told to come back (503 with retry-after). */
export class ServerBusyError extends RetryLaterError {
  constructor(retryAfterSeconds = 1) {
    super(503, httpMessages.busy, retryAfterSeconds);
  }
}

/**
 * A hash costs ~10 ms of a core and 19 MiB: at most `atOnce` run, `mayWait` more wait their turn, and any
 * beyond are refused at once. Unbounded, 51 sign-ins a second of unknown emails held `/api/health` for 7 s.
 */
const hashing = { atOnce: 2, mayWait: 16, running: 0, waiting: [] as (() => void)[] };

/** At most `atOnce` hashes run and `mayWait` wait (a burst of colleagues signing in at nine waits its turn). */
export function limitPasswordHashes(atOnce: number, mayWait = atOnce * 8): void {
  hashing.atOnce = atOnce;
  hashing.mayWait = mayWait;
}

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (hashing.running >= hashing.atOnce) {
    if (hashing.waiting.length >= hashing.mayWait) throw new ServerBusyError();
    await new Promise<void>((resolve) => hashing.waiting.push(resolve));
  } else {
    hashing.running += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = hashing.waiting.shift();
    if (next) next();
    else hashing.running -= 1;
  }
}

// argon2id with the library's defaults (19 MiB, 2 passes): ~10 ms a hash on this class of machine.
export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password, { algorithm: argon2id }));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return bounded(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}
