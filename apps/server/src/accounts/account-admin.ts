import type { AccountStatus } from '@conecta/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { sessionWritesSettled } from '../auth/session-cache';
import type { Database } from '../db/client';
import { ownAccountsOnly } from './queries';
import { type AccountRow, accounts } from './table';

/**
 * What other features (the user-data list, its sample people) change about accounts. The locking functions
 * take a transaction: the row locks last until it commits. The writes of what the guard reads wait, after the
 * commit, until every server process's session cache has forgotten the account (`sessionWritesSettled`).
 */

/** Locks the rows of the active admins and answers their ids. */
export async function lockActiveAdmins(tx: Database): Promise<string[]> {
  const admins = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.status, 'active'), sql`${accounts.roles} @> array['admin']::text[]`))
    .for('update');
  return admins.map((admin) => admin.id);
}

/** Locks one account's row for a change; undefined when there is none (the id must be a uuid). */
export async function lockAccountRow(tx: Database, id: string): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
  return row;
}

/** Sets an account's roles and status; answers the changed row. */
export async function setAccountAccess(
  tx: Database,
  id: string,
  access: { roles: string[]; status: AccountStatus },
): Promise<AccountRow | undefined> {
  const [row] = await tx
    .update(accounts)
    .set({ ...access, updatedAt: sql`now()` })
    .where(eq(accounts.id, id))
    .returning();
  await sessionWritesSettled(tx);
  return row;
}

export async function deleteAccountRow(tx: Database, id: string): Promise<void> {
  await tx.delete(accounts).where(eq(accounts.id, id));
  await sessionWritesSettled(tx);
}

/** Inserts ready-made accounts (sample people), skipping any whose own-account email is taken. */
export async function insertAccountRows(db: Database, rows: (typeof accounts.$inferInsert)[]): Promise<void> {
  await db.insert(accounts).values(rows).onConflictDoNothing({ target: accounts.email, where: ownAccountsOnly });
}
