import { defaultShortcuts, type Role, type User } from '@conecta/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { sessionWritesSettled } from '../auth/session-cache';
import type { Database } from '../db/client';
import { type AccountRow, accounts } from './table';

export function toUser(account: AccountRow): User {
  return {
    uuid: account.id,
    from: account.provider,
    role: account.roles,
    data: {
      displayName: account.displayName,
      photoURL: account.photoUrl,
      email: account.email,
      settings: account.settings,
      shortcuts: account.shortcuts,
    },
  };
}

/** Our own (token API) account with this email; outside providers' accounts never sign in by email. */
export async function findAccountByEmail(db: Database, email: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.email, email.toLowerCase()), eq(accounts.provider, 'custom')))
    .limit(1);
  return row;
}

/** The predicate of the partial unique index on email, for `ON CONFLICT (email) WHERE …`. */
export const ownAccountsOnly = sql.raw(`provider = 'custom'`);

export async function findAccountById(db: Database, id: string): Promise<AccountRow | undefined> {
  // A token's subject that is not a uuid can never match; asking PostgreSQL would only raise a cast error.
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewPasswordAccount {
  email: string;
  passwordHash: string;
  displayName: string;
  roles: Role[];
  photoUrl?: string;
}

/** Inserts an account unless the email is taken; answers undefined when it is. */
export async function insertPasswordAccount(db: Database, input: NewPasswordAccount): Promise<AccountRow | undefined> {
  const [row] = await db
    .insert(accounts)
    .values({
      email: input.email.toLowerCase(),
      passwordHash: input.passwordHash,
      provider: 'custom',
      roles: input.roles,
      displayName: input.displayName,
      photoUrl: input.photoUrl ?? '',
      settings: {},
      shortcuts: defaultShortcuts,
    })
    .onConflictDoNothing({ target: accounts.email, where: ownAccountsOnly })
    .returning();
  return row;
}

export type OutsideProvider = 'auth0' | 'firebase';

export async function findOutsideAccount(
  db: Database,
  provider: OutsideProvider,
  subject: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.provider, provider), eq(accounts.providerSubject, subject)))
    .limit(1);
  return row;
}

export interface NewOutsideAccount {
  provider: OutsideProvider;
  subject: string;
  email: string;
  displayName: string;
  photoUrl: string;
  roles: Role[];
}

/** The account row of an outside provider's person, made at their first sign-in (or found, if a parallel request made it). */
export async function insertOutsideAccount(db: Database, input: NewOutsideAccount): Promise<AccountRow> {
  const [row] = await db
    .insert(accounts)
    .values({
      email: input.email.toLowerCase(),
      passwordHash: null,
      provider: input.provider,
      providerSubject: input.subject,
      roles: input.roles,
      displayName: input.displayName,
      photoUrl: input.photoUrl,
      settings: {},
      shortcuts: defaultShortcuts,
      lastSignInAt: sql`now()`,
    })
    .onConflictDoNothing({ target: [accounts.provider, accounts.providerSubject] })
    .returning();
  if (row) return row;
  const existing = await findOutsideAccount(db, input.provider, input.subject);
  if (!existing) throw new Error(`The ${input.provider} account ${input.subject} was neither created nor found`);
  return existing;
}

/**
 * Fills what the first token lacked (a Firebase registration names the person just after creating
 * them), never overwriting what the person may have changed here since.
 */
export async function completeOutsideProfile(
  db: Database,
  account: AccountRow,
  profile: { email?: string | undefined; displayName?: string | undefined; photoUrl?: string | undefined },
): Promise<AccountRow> {
  const changes = {
    ...(!account.email && profile.email && { email: profile.email.toLowerCase() }),
    // A name that is just the email is the stand-in given when the first token had none.
    ...((!account.displayName || account.displayName === account.email) &&
      profile.displayName && { displayName: profile.displayName }),
    ...(!account.photoUrl && profile.photoUrl && { photoUrl: profile.photoUrl }),
  };
  if (!Object.keys(changes).length) return account;
  const [row] = await db
    .update(accounts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(accounts.id, account.id))
    .returning();
  await sessionWritesSettled(db);
  return row ?? account;
}

export async function recordSignIn(db: Database, id: string): Promise<void> {
  await db.update(accounts).set({ lastSignInAt: sql`now()` }).where(eq(accounts.id, id));
}

export interface UserDataChanges {
  displayName?: string | undefined;
  photoURL?: string | undefined;
  settings?: Record<string, unknown> | undefined;
  shortcuts?: string[] | undefined;
}

export async function updateUserData(db: Database, id: string, changes: UserDataChanges): Promise<AccountRow> {
  const [row] = await db
    .update(accounts)
    .set({
      ...(changes.displayName !== undefined && { displayName: changes.displayName }),
      ...(changes.photoURL !== undefined && { photoUrl: changes.photoURL }),
      ...(changes.settings !== undefined && { settings: changes.settings }),
      ...(changes.shortcuts !== undefined && { shortcuts: changes.shortcuts }),
      updatedAt: sql`now()`,
    })
    .where(eq(accounts.id, id))
    .returning();
  if (!row) throw new Error(`Account ${id} vanished during an update`);
  // What the next request carries as its account (name, photo, settings) is the new row, on every process.
  await sessionWritesSettled(db);
  return row;
}
