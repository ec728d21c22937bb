import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../../db/client';
import { signInFailureNotices, signInFailures, signInKnownSources } from './table';

/** Failures older than this are forgotten: the next failure starts the count again. */
const failureMemoryMinutes = 15;
/** Sources not signed in from for this long are no longer known. */
const knownSourceDays = 180;
/**
 * The longest wait repeated failures can impose. Short on purpose: anyone who knows an email can fail for
 * it, so the owner must never be kept out for long, while a guesser gets about one try a minute.
 */
export const longestWaitSeconds = 60;
/** The failure row counting every source of an email: the account-wide ceiling. */
const everySource = 'account';

/**
 * Seconds to wait before the next attempt after `failures` recent failures: none for the first `freeFailures`,
 * then 1, 2, 4 … up to `longestWaitSeconds`.
 */
export function waitAfter(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(2 ** (failures - freeFailures), longestWaitSeconds);
}

const keyOf = (email: string) => email.trim().toLowerCase();
const hashed = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * A long-lived, random identifier of the browser, in an http-only cookie only the sign-in routes receive. Once
 * it signed in to an account, its failures are counted apart from its address's (a stranger failing from the same
 * office address cannot make the owner's browser wait) and the account-wide slow-down passes it by.
 */
export const deviceCookie = 'conecta_device';
const deviceCookieDays = 400;

function deviceIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    const id = value.join('=');
    // Only an identifier this server could have made: a random 32-byte value in base64url.
    if (name === deviceCookie && /^[\w-]{43}$/.test(id)) return id;
  }
  return undefined;
}

/** Where a sign-in comes from: its address, and its browser's device identifier when it sends one. */
export interface SignInSource {
  address: string;
  deviceId: string | undefined;
}

export const sourceOf = (request: FastifyRequest): SignInSource => ({
  address: `ip:${request.ip}`,
  deviceId: deviceIdOf(request),
});

const deviceSource = (deviceId: string) => `device:${hashed(deviceId)}`;

/**
 * The source an attempt's failures count under, and whether it signed in to the account before: a known
 * device first, else the address (known or not). An unknown email has no known sources.
 */
export async function classifySource(
  db: Database,
  accountId: string | undefined,
  source: SignInSource,
): Promise<{ countAs: string; known: boolean }> {
  if (!accountId) return { countAs: source.address, known: false };
  const device = source.deviceId ? deviceSource(source.deviceId) : undefined;
  const candidates = device ? [device, source.address] : [source.address];
  const rows = await db
    .select({ source: signInKnownSources.source })
    .from(signInKnownSources)
    .where(
      and(
        eq(signInKnownSources.accountId, accountId),
        inArray(signInKnownSources.source, candidates),
        sql`${signInKnownSources.lastSignInAt} > now() - make_interval(days => ${knownSourceDays})`,
      ),
    );
  const known = new Set(rows.map((row) => row.source));
  if (device && known.has(device)) return { countAs: device, known: true };
  return { countAs: source.address, known: known.has(source.address) };
}

/** Recent failures of `email` counted under `source` (`account`: from every source), by the database's clock. */
async function recentFailures(db: Database, email: string, source: string) {
  const [row] = await db
    .select({
      failures: signInFailures.failures,
      age: sql`extract(epoch from now() - ${signInFailures.lastFailureAt})::float8`.mapWith(Number),
    })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, keyOf(email)), eq(signInFailures.source, source)));
  if (!row || row.age > failureMemoryMinutes * 60) return undefined;
  return row;
}

/** Seconds still to wait before `email` may try again from `source` (0: it may try now). */
export async function signInWait(db: Database, email: string, source: string, freeFailures: number): Promise<number> {
  const row = await recentFailures(db, email, source);
  if (!row) return 0;
  return Math.max(0, Math.ceil(waitAfter(row.failures, freeFailures) - row.age));
}

/** Whether the account's failures from every source together passed `ceiling` (in the last 15 minutes). */
export async function pastAccountCeiling(db: Database, email: string, ceiling: number): Promise<boolean> {
  const row = await recentFailures(db, email, everySource);
  return (row?.failures ?? 0) >= ceiling;
}

const countFailure = (db: Database, email: string, source: string) =>
  db.execute(
    sql`insert into ${signInFailures} (email, source, failures, last_failure_at) values (${keyOf(email)}, ${source}, 1, now())
        on conflict (email, source) do update set
          failures = case when ${signInFailures.lastFailureAt} < now() - make_interval(mins => ${failureMemoryMinutes})
            then 1 else ${signInFailures.failures} + 1 end,
          last_failure_at = now()`,
  );

let failuresSinceSweep = 0;

/**
 * Counts one failed sign-in for `email` from `source` and from every source (an unknown email included, so the
 * answer gives nothing away); an existing account's failure is also kept for the owner's notice.
 */
export async function recordSignInFailure(
  db: Database,
  email: string,
  source: string,
  accountId: string | undefined,
): Promise<void> {
  await countFailure(db, email, source);
  await countFailure(db, email, everySource);
  if (accountId) {
    await db
      .insert(signInFailureNotices)
      .values({ accountId, failures: 1, lastFailureAt: sql`now()` })
      .onConflictDoUpdate({
        target: signInFailureNotices.accountId,
        set: { failures: sql`${signInFailureNotices.failures} + 1`, lastFailureAt: sql`now()` },
      });
  }
  // Rows of forgotten failures (mostly junk emails) are swept now and then, an index range read.
  failuresSinceSweep += 1;
  if (failuresSinceSweep >= 100) {
    failuresSinceSweep = 0;
    await db.execute(
      sql`delete from ${signInFailures} where last_failure_at < now() - make_interval(mins => ${failureMemoryMinutes})`,
    );
    await db.execute(
      sql`delete from ${signInKnownSources} where last_sign_in_at < now() - make_interval(days => ${knownSourceDays})`,
    );
  }
}

/** What the owner is told at a successful sign-in: the failures since the previous one. */
export interface FailedSignIns {
  count: number;
  lastAt: string;
}

/**
 * A successful sign-in: ends the count of its source (others' counts stay: the owner signing in does not free a
 * stranger's address), remembers its address and device as known (setting the device cookie when the browser had
 * none), and takes the failures since the last success for the owner's notice, once.
 */
export async function recordSignInSuccess(
  db: Database,
  reply: FastifyReply,
  { email, accountId, source, countAs }: { email: string; accountId: string; source: SignInSource; countAs: string },
): Promise<FailedSignIns | undefined> {
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.email, keyOf(email)), eq(signInFailures.source, countAs)));
  await rememberSource(db, reply, accountId, source);
  const [notice] = await db
    .delete(signInFailureNotices)
    .where(eq(signInFailureNotices.accountId, accountId))
    .returning({ count: signInFailureNotices.failures, lastAt: signInFailureNotices.lastFailureAt });
  return notice ? { count: notice.count, lastAt: notice.lastAt.toISOString() } : undefined;
}

/** Marks the address and browser as known to the account (a registration too); gives the browser its cookie. */
export async function rememberSource(
  db: Database,
  reply: FastifyReply,
  accountId: string,
  source: SignInSource,
): Promise<void> {
  let deviceId = source.deviceId;
  if (!deviceId) {
    deviceId = randomBytes(32).toString('base64url');
    const secure = reply.request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${deviceCookie}=${deviceId}; Path=/api/auth; Max-Age=${deviceCookieDays * 86_400}; HttpOnly; SameSite=Strict${secure}`,
    );
  }
  for (const known of [source.address, deviceSource(deviceId)]) {
    await db
      .insert(signInKnownSources)
      .values({ accountId, source: known })
      .onConflictDoUpdate({
        target: [signInKnownSources.accountId, signInKnownSources.source],
        set: { lastSignInAt: sql`now()` },
      });
  }
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
