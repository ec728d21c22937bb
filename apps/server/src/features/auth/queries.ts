import { defaultShortcuts, type Role, type User } from '@conecta/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
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

export async function findAccountByEmail(db: Database, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email.toLowerCase())).limit(1);
  return row;
}

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
    .onConflictDoNothing({ target: accounts.email })
    .returning();
  return row;
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
  return row;
}
