import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { sessionWritesSettled } from '../auth/session-cache';
import { defaultSessionMaxDays, type TokenService } from '../auth/tokens';
import type { Database } from '../db/client';
import { type AccountRow, type AuthSessionRow, accounts, authSessions } from './table';

const dayMs = 24 * 60 * 60 * 1000;

/** When a session started at `startedAt` ends, whatever its tokens say. */
export const sessionEndsAt = (startedAt: Date, maxDays: number) => new Date(startedAt.getTime() + maxDays * dayMs);

/** Starts a session for a sign-in, and forgets the account's sessions that ended long ago. */
export async function startSession(db: Database, accountId: string, maxDays: number): Promise<AuthSessionRow> {
  await db
    .delete(authSessions)
    .where(
      and(
        eq(authSessions.accountId, accountId),
        lt(authSessions.startedAt, sql`now() - make_interval(days => ${maxDays})`),
      ),
    );
  const [row] = await db.insert(authSessions).values({ accountId }).returning();
  if (!row) throw new Error(`No session was started for ${accountId}`);
  return row;
}

/**
 * The guard's one read for our own tokens: the account and, beside it, the token's session (by primary key).
 * Undefined when the account is gone; `session` is null when the session is unknown or not this account's.
 */
export async function findAccountWithSession(
  db: Database,
  accountId: string,
  sessionId: string,
): Promise<{ account: AccountRow; session: AuthSessionRow | null } | undefined> {
  if (!uuidPattern.test(accountId) || !uuidPattern.test(sessionId)) return undefined;
  const [row] = await db
    .select({ account: accounts, session: authSessions })
    .from(accounts)
    .leftJoin(authSessions, and(eq(authSessions.id, sessionId), eq(authSessions.accountId, accounts.id)))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ends one session (a sign-out). */
export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  await sessionWritesSettled(db);
}

/**
 * Ends every open session of the account, and refuses from now on the outside providers' tokens issued
 * before; answers how many of our sessions were open.
 */
export async function revokeAllSessions(db: Database, accountId: string): Promise<number> {
  await db.update(accounts).set({ sessionsValidAfter: sql`now()` }).where(eq(accounts.id, accountId));
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authSessions.accountId, accountId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  await sessionWritesSettled(db);
  return ended.length;
}

/** Starts a session for the account and answers its first token: what a sign-in gives. */
export async function tokenOfNewSession(
  db: Database,
  tokens: TokenService,
  accountId: string,
  maxDays = defaultSessionMaxDays,
): Promise<string> {
  const session = await startSession(db, accountId, maxDays);
  return tokens.sign(accountId, { id: session.id, endsAt: sessionEndsAt(session.startedAt, maxDays) });
}
