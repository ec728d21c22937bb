import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type AuditActor, type NewAuditEntry, recordAudit } from '../audit';
import { devices } from './table';

/**
 * What other features read and change about the devices an account owns. Call these with the transaction that
 * changes the account, so both commit or neither; then `forgetDeviceCounts` once it has committed.
 */

/** Devices keep a copy of their owner's name (the list sorts and searches by it): rename it with the account. */
export async function renameOwner(tx: Database, accountId: string, name: string): Promise<void> {
  await tx.update(devices).set({ ownerName: name }).where(eq(devices.ownerId, accountId));
}

/**
 * Leaves the account's devices without an owner before it is deleted, with a history line for each.
 * Answers how many devices were released.
 */
export async function releaseDevicesOf(
  tx: Database,
  actor: AuditActor,
  owner: { id: string; displayName: string },
): Promise<number> {
  const released = await tx
    .update(devices)
    .set({ ownerId: null, ownerName: null, updatedAt: sql`now()` })
    .where(eq(devices.ownerId, owner.id))
    .returning({ id: devices.id, imei: devices.imei });
  await recordAudit(
    tx,
    actor,
    released.map(
      (device): NewAuditEntry => ({
        entity: 'device',
        entityId: device.id,
        entityLabel: device.imei,
        action: 'unassign',
        // The name too: the id alone would mean nothing once the account is gone.
        changes: {
          ownerId: { from: owner.id, to: null },
          ownerName: { from: owner.displayName, to: null },
        },
      }),
    ),
  );
  return released.length;
}

/**
 * How many devices the account whose id `accountId` names owns, as a correlated subquery (an index read per
 * account), for a select list or a sort key. Name the outer id in full: drizzle leaves columns unqualified
 * in a select list, where a bare "id" would mean the device's own id.
 */
export const devicesOwnedCountOf = (accountId: SQL) =>
  sql<number>`(select count(*)::int from ${devices} where ${devices.ownerId} = ${accountId})`;

/** Devices owned by each of the accounts, from one grouped count; accounts owning none are absent. */
export async function countDevicesByOwner(db: Database, accountIds: readonly string[]): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const counts = await db
    .select({ ownerId: devices.ownerId, n: sql<number>`count(*)::int` })
    .from(devices)
    .where(inArray(devices.ownerId, [...accountIds]))
    .groupBy(devices.ownerId);
  return new Map(counts.map((count) => [count.ownerId ?? '', Number(count.n)]));
}

export async function countDevicesOwnedBy(db: Database, accountId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(devices).where(eq(devices.ownerId, accountId));
  return Number(row?.n ?? 0);
}
