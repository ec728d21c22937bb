import {
  type AccountUpdate,
  accountMessages,
  httpMessages,
  messageText,
  type Role,
  roles as roleOrder,
} from '@conecta/contracts';
import type { AccountRow } from '../../accounts';
import {
  deleteAccountRow,
  lockAccountRow,
  lockActiveAdmins,
  revokeAllSessions,
  setAccountAccess,
} from '../../accounts';
import { type Database, withTransaction } from '../../db/client';
import { HttpError, InputError } from '../../http/errors';
import { type AuditActor, type NewAuditEntry, recordAudit } from '../audit';
import { releaseDevicesOf } from '../devices';

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Roles stored once each, in the order admin, staff, user. */
const canonicalRoles = (wanted: readonly Role[]): Role[] => roleOrder.filter((role) => wanted.includes(role));

/**
 * Locks the active admins' rows and checks the acting admin is still one of them. Two admins demoting,
 * disabling or deleting each other at the same moment are thereby serialized, and the second one is
 * refused, so the console always keeps an active admin.
 */
async function lockActingAdmin(tx: Database, actorId: string): Promise<void> {
  if (!(await lockActiveAdmins(tx)).includes(actorId))
    throw new HttpError(403, httpMessages.roleNeeded, { role: 'admin' });
}

async function lockAccount(tx: Database, id: string): Promise<AccountRow> {
  const row = uuidPattern.test(id) ? await lockAccountRow(tx, id) : undefined;
  if (!row) throw new HttpError(404, accountMessages.notFound);
  return row;
}

/** Changes an account's roles or status, with its history; an admin can neither demote nor disable themself. */
export async function changeAccountAccess(
  db: Database,
  actor: AuditActor,
  id: string,
  { role, status }: AccountUpdate,
): Promise<AccountRow> {
  return withTransaction(db, async (tx) => {
    await lockActingAdmin(tx, actor.id);
    const before = await lockAccount(tx, id);
    const nextRoles = role ? canonicalRoles(role) : before.roles;
    const nextStatus = status ?? before.status;

    if (before.id === actor.id) {
      const refused: Record<string, string> = {};
      if (before.roles.includes('admin') && !nextRoles.includes('admin')) refused.role = accountMessages.ownAdminRole;
      if (nextStatus === 'disabled') refused.status = accountMessages.ownDisable;
      const codes = Object.values(refused);
      // One refusal keeps its code; two are said together, in English.
      if (codes.length === 1) throw new InputError(refused, { message: codes[0] });
      if (codes.length > 1)
        throw new InputError(refused, { message: codes.map((code) => messageText(code)).join('. ') });
    }

    const entries: NewAuditEntry[] = [];
    const about = { entity: 'account', entityId: before.id, entityLabel: before.email } as const;
    if (JSON.stringify(nextRoles) !== JSON.stringify(before.roles)) {
      entries.push({ ...about, action: 'roles', changes: { role: { from: before.roles, to: nextRoles } } });
    }
    if (nextStatus !== before.status) {
      entries.push({
        ...about,
        action: nextStatus === 'disabled' ? 'disable' : 'enable',
        changes: { status: { from: before.status, to: nextStatus } },
      });
    }
    if (entries.length === 0) return before;

    const row = await setAccountAccess(tx, before.id, { roles: nextRoles, status: nextStatus });
    await recordAudit(tx, actor, entries);
    return row ?? before;
  });
}

/**
 * Ends every session of an account (an admin's "end sessions"), with its history line: the person signs in
 * again everywhere. Answers how many sessions were open.
 */
export async function endAccountSessions(db: Database, actor: AuditActor, id: string): Promise<number> {
  return withTransaction(db, async (tx) => {
    const account = await lockAccount(tx, id);
    const ended = await revokeAllSessions(tx, account.id);
    await recordAudit(tx, actor, [
      {
        entity: 'account',
        entityId: account.id,
        entityLabel: account.email,
        action: 'sessions',
        changes: {},
      },
    ]);
    return ended;
  });
}

/**
 * Deletes an account in one transaction: its devices are left without an owner (by the devices feature),
 * and the history keeps what it was. An admin cannot delete themself. Answers how many devices were released.
 */
export async function deleteAccount(db: Database, actor: AuditActor, id: string): Promise<number> {
  return withTransaction(db, async (tx) => {
    await lockActingAdmin(tx, actor.id);
    const account = await lockAccount(tx, id);
    if (account.id === actor.id)
      throw new InputError({ id: accountMessages.ownDelete }, { message: accountMessages.ownDelete });
    const released = await releaseDevicesOf(tx, actor, account);
    await recordAudit(tx, actor, [
      {
        entity: 'account',
        entityId: account.id,
        entityLabel: account.email,
        action: 'delete',
        changes: {
          email: { from: account.email, to: null },
          displayName: { from: account.displayName, to: null },
          role: { from: account.roles, to: null },
          from: { from: account.provider, to: null },
          status: { from: account.status, to: null },
        },
      },
    ]);
    await deleteAccountRow(tx, account.id);
    return released;
  });
}
