import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type AuditActor, type NewAuditEntry, recordAudit } from '../audit/audit';
import { devices } from './table';

/**
 * What other features change about the devices an account owns. Call these with the transaction that
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
