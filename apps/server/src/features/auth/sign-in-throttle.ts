import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../../db/client';
import { signInFailures } from './table';

/** Failures older than this are forgotten: the next failure starts the count again. */
const failureMemoryMinutes = 15;
/**
 * The longest wait repeated failures can impose. Short on purpose: anyone who knows an email can fail for
 * it, so the owner must never be kept out for long, while a guesser gets about one try a minute.
 */
export const longestWaitSeconds = 60;

/**
 * Seconds to wait before the next attempt after `failures` recent failures: none for the first `freeFailures`,
 * then 1, 2, 4 … up to `longestWaitSeconds`.
 */
export function waitAfter(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(2 ** (failures - freeFailures), longestWaitSeconds);
}

const keyOf = (email: string) => email.trim().toLowerCase();

/** Seconds still to wait before `email` may try again (0: it may try now), by the database's clock. */
export async function signInWait(db: Database, email: string, freeFailures: number): Promise<number> {
  const [row] = await db
    .select({
      failures: signInFailures.failures,
      age: sql`extract(epoch from now() - ${signInFailures.lastFailureAt})::float8`.mapWith(Number),
    })
    .from(signInFailures)
    .where(eq(signInFailures.email, keyOf(email)));
  if (!row || row.age > failureMemoryMinutes * 60) return 0;
  return Math.max(0, Math.ceil(waitAfter(row.failures, freeFailures) - row.age));
}

let failuresSinceSweep = 0;

/** Counts one failed sign-in for `email` (an unknown email included, so the answer gives nothing away). */
export async function recordSignInFailure(db: Database, email: string): Promise<void> {
  await db.execute(
    sql`insert into ${signInFailures} (email, failures, last_failure_at) values (${keyOf(email)}, 1, now())
        on conflict (email) do update set
          failures = case when ${signInFailures.lastFailureAt} < now() - make_interval(mins => ${failureMemoryMinutes})
            then 1 else ${signInFailures.failures} + 1 end,
          last_failure_at = now()`,
  );
  // Rows of forgotten failures (mostly junk emails) are swept now and then, an index range read.
  failuresSinceSweep += 1;
  if (failuresSinceSweep >= 100) {
    failuresSinceSweep = 0;
    await db.execute(
      sql`delete from ${signInFailures} where last_failure_at < now() - make_interval(mins => ${failureMemoryMinutes})`,
    );
  }
}

/** A successful sign-in ends the account's count. */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, keyOf(email)));
}

let unknownAccountHash: Promise<string> | undefined;

/**
 * A hash to check the password of an unknown email against, so answering "unknown email" takes as long as
 * "wrong password" and the timing does not tell which emails have accounts.
 */
export function hashForUnknownAccount(): Promise<string> {
  unknownAccountHash ??= hashPassword(randomUUID());
  return unknownAccountHash;
}
