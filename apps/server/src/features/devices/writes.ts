import { type DeviceStatus, deviceMessages, type deviceUpdateSchema, type ValidDeviceInput } from '@conecta/contracts';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { accounts } from '../../accounts';
import { type Database, withTransaction } from '../../db/client';
import { InputError } from '../../http/errors';
import type { StoredChanges } from '../audit';
import { type AuditActor, changedFields, type NewAuditEntry, recordAudit, recordAuditOfRows } from '../audit';
import { forgetDeviceCounts } from './queries';
import { type DeviceRow, devices, type NewDeviceRow } from './table';

/** The stored fields a person can change, in the order the history lists them. */
export const auditedDeviceFields = [
  'imei', 'serialNumber', 'kind', 'manufacturer', 'model', 'os', 'osVersion', 'msisdn', 'iccid', 'imsi',
  'plan', 'network', 'status', 'ownerId', 'ownerName', 'city', 'state', 'lastSeenAt', 'notes',
] as const satisfies readonly (keyof DeviceRow)[]; // biome-ignore format: a table of names

type UniqueField = 'imei' | 'msisdn' | 'iccid';
const takenMessages: Record<UniqueField, string> = {
  imei: deviceMessages.imeiTaken,
  msisdn: deviceMessages.msisdnTaken,
  iccid: deviceMessages.iccidTaken,
};
const uniqueIndexes: Record<string, UniqueField> = {
  devices_imei_key: 'imei',
  devices_msisdn_key: 'msisdn',
  devices_iccid_key: 'iccid',
};

/** The field and value of a unique-index violation (23505), wherever the driver wraps it; undefined otherwise. */
export function uniqueViolation(error: unknown): { field: UniqueField; value: string | undefined } | undefined {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, detail } = cause as { code?: string; constraint?: string; detail?: string };
    if (code !== '23505') continue;
    const keyed = detail ? /Key \((\w+)\)=\((.*)\) already exists/.exec(detail) : null;
    const field = (constraint && uniqueIndexes[constraint]) || (keyed?.[1] as UniqueField | undefined);
    if (field && field in takenMessages) return { field, value: keyed?.[2] };
  }
  return undefined;
}

/** Runs a write; a unique index that refuses it (a race with another writer) answers like the check before it. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const violation = uniqueViolation(error);
    if (violation) throw new InputError({ [violation.field]: takenMessages[violation.field] });
    throw error;
  }
}

/** Which of a device's unique values another device already has: { field: message }. */
async function takenFields(
  db: Database,
  values: Partial<Record<UniqueField, string | null>>,
  exceptId?: string,
): Promise<Record<string, string>> {
  const conditions: SQL[] = [];
  if (values.imei) conditions.push(eq(devices.imei, values.imei));
  if (values.msisdn) conditions.push(eq(devices.msisdn, values.msisdn));
  if (values.iccid) conditions.push(eq(devices.iccid, values.iccid));
  if (conditions.length === 0) return {};
  const rows = await db
    .select({ imei: devices.imei, msisdn: devices.msisdn, iccid: devices.iccid })
    .from(devices)
    .where(and(or(...conditions), exceptId ? ne(devices.id, exceptId) : undefined))
    .limit(3);
  const errors: Record<string, string> = {};
  for (const field of ['imei', 'msisdn', 'iccid'] as const) {
    if (values[field] && rows.some((row) => row[field] === values[field])) errors[field] = takenMessages[field];
  }
  return errors;
}

export interface Owner {
  id: string;
  displayName: string;
}

/** The account a device is assigned to; undefined when no account has the id. */
export async function findOwner(db: Database, id: string): Promise<Owner | undefined> {
  const [owner] = await db
    .select({ id: accounts.id, displayName: accounts.displayName })
    .from(accounts)
    .where(eq(accounts.id, id));
  return owner;
}

/** The owner columns for an ownerId: null unassigns; an unknown id is an input error. */
async function ownerColumns(db: Database, ownerId: string | null, errors: Record<string, string>) {
  if (ownerId === null) return { ownerId: null, ownerName: null };
  const owner = await findOwner(db, ownerId);
  if (!owner) {
    errors.ownerId = deviceMessages.owner;
    return { ownerId: null, ownerName: null };
  }
  return { ownerId: owner.id, ownerName: owner.displayName };
}

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

/** A history entry that lists every field a new device was given (from null). */
export function creationChanges(row: NewDeviceRow): StoredChanges {
  const blank = Object.fromEntries(auditedDeviceFields.map((field) => [field, null])) as Record<string, unknown>;
  const set = Object.fromEntries(
    auditedDeviceFields.filter((field) => row[field] != null && row[field] !== '').map((field) => [field, row[field]]),
  );
  return changedFields(blank, set, auditedDeviceFields);
}

export async function createDevice(db: Database, actor: AuditActor, input: ValidDeviceInput): Promise<DeviceRow> {
  const errors: Record<string, string> = {};
  const owner = await ownerColumns(db, input.ownerId, errors);
  Object.assign(errors, await takenFields(db, input));
  if (Object.keys(errors).length > 0) throw new InputError(errors);
  const values: NewDeviceRow = { ...input, ...owner, lastSeenAt: toDate(input.lastSeenAt) };
  const row = await refusingDuplicates(() =>
    withTransaction(db, async (tx) => {
      const [created] = await tx.insert(devices).values(values).returning();
      if (!created) throw new Error('insert returned no row');
      await recordAudit(tx, actor, [
        {
          entity: 'device',
          entityId: created.id,
          entityLabel: created.imei,
          action: 'create',
          changes: creationChanges(created),
        },
      ]);
      return created;
    }),
  );
  forgetDeviceCounts(db);
  return row;
}

type ValidDeviceUpdate = z.output<typeof deviceUpdateSchema>;

/** Applies the fields a PATCH names; unchanged values write nothing, not even history. */
export async function updateDevice(
  db: Database,
  actor: AuditActor,
  id: string,
  input: ValidDeviceUpdate,
): Promise<DeviceRow | undefined> {
  const errors: Record<string, string> = {};
  const { lastSeenAt, ownerId, ...plain } = input;
  const values: Partial<NewDeviceRow> = { ...plain };
  if (lastSeenAt !== undefined) values.lastSeenAt = toDate(lastSeenAt);
  if (ownerId !== undefined) Object.assign(values, await ownerColumns(db, ownerId, errors));
  Object.assign(errors, await takenFields(db, input, id));
  if (Object.keys(errors).length > 0) throw new InputError(errors);

  const row = await refusingDuplicates(() =>
    withTransaction(db, async (tx) => {
      const [before] = await tx.select().from(devices).where(eq(devices.id, id)).for('update');
      if (!before) return undefined;
      const changes = changedFields(before, values as Partial<DeviceRow>, auditedDeviceFields);
      if (Object.keys(changes).length === 0) return before;
      const [after] = await tx
        .update(devices)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(devices.id, id))
        .returning();
      await recordAudit(tx, actor, [
        { entity: 'device', entityId: id, entityLabel: after?.imei ?? before.imei, action: 'update', changes },
      ]);
      return after;
    }),
  );
  forgetDeviceCounts(db);
  return row;
}

/** What a deleted device was, so its history still tells. */
function deletionChanges(row: DeviceRow): StoredChanges {
  const gone = Object.fromEntries(auditedDeviceFields.map((field) => [field, null])) as Partial<DeviceRow>;
  return changedFields(row, gone, auditedDeviceFields);
}

/** The audit entry of a change to one device, named by its IMEI. */
function deviceAuditEntry(
  row: Pick<DeviceRow, 'id' | 'imei'>,
  entry: Pick<NewAuditEntry, 'action' | 'changes'>,
): NewAuditEntry {
  return { entity: 'device', entityId: row.id, entityLabel: row.imei, ...entry };
}

/**
 * The devices a bulk action takes: ids, or the condition of the list's filter (`undefined`: the whole
 * fleet), read when the action runs, inside its transaction.
 */
export type DeviceSelection = readonly string[] | { where: SQL | undefined };

function selected(selection: DeviceSelection): SQL | undefined {
  return 'where' in selection ? selection.where : inArray(devices.id, [...(selection as readonly string[])]);
}

/** Deletes devices by id, or every device a filter matches; answers how many existed. */
export async function deleteDevices(db: Database, actor: AuditActor, ids: DeviceSelection): Promise<number> {
  const removed = await withTransaction(db, async (tx) => {
    const rows = await tx.delete(devices).where(selected(ids)).returning();
    await recordAudit(
      tx,
      actor,
      rows.map((row) => deviceAuditEntry(row, { action: 'delete', changes: deletionChanges(row) })),
    );
    return rows.length;
  });
  forgetDeviceCounts(db);
  return removed;
}

/** What a bulk change reads of each device before changing it: enough to name it and say what it was. */
const bulkBefore = {
  id: devices.id,
  imei: devices.imei,
  status: devices.status,
  ownerId: devices.ownerId,
  ownerName: devices.ownerName,
};
type BulkBefore = Pick<DeviceRow, keyof typeof bulkBefore>;

/** A change to many devices: which of them it changes, the new values, and each one's audit entry. */
interface BulkChange {
  /** Picks the devices the change would alter; the others are left alone and not audited. */
  alters: SQL;
  values: Partial<NewDeviceRow>;
  audit(row: BulkBefore): Pick<NewAuditEntry, 'action' | 'changes'>;
}

/** Applies a bulk change under row locks and audits every device it altered; answers how many. */
async function changeDevices(db: Database, actor: AuditActor, ids: DeviceSelection, change: BulkChange) {
  const changed = await withTransaction(db, async (tx) => {
    const before = await tx
      .select(bulkBefore)
      .from(devices)
      .where(and(selected(ids), change.alters))
      .for('update');
    if (before.length === 0) return 0;
    await tx
      .update(devices)
      .set({ ...change.values, updatedAt: sql`now()` })
      .where(
        inArray(
          devices.id,
          before.map((row) => row.id),
        ),
      );
    await recordAudit(
      tx,
      actor,
      before.map((row) => deviceAuditEntry(row, change.audit(row))),
    );
    return before.length;
  });
  forgetDeviceCounts(db);
  return changed;
}

/** Sets one status on many devices; answers how many had another status. */
export function setStatus(db: Database, actor: AuditActor, ids: DeviceSelection, status: DeviceStatus) {
  return changeDevices(db, actor, ids, {
    alters: ne(devices.status, status),
    values: { status },
    audit: (row) => ({ action: 'status', changes: { status: { from: row.status, to: status } } }),
  });
}

/** Assigns many devices to one account, or unassigns them (null); answers how many changed hands. */
export async function setOwner(
  db: Database,
  actor: AuditActor,
  ids: DeviceSelection,
  ownerId: string | null,
): Promise<number> {
  const owner = ownerId === null ? null : await findOwner(db, ownerId);
  if (owner === undefined) throw new InputError({ ownerId: deviceMessages.owner });
  const to = { ownerId: owner?.id ?? null, ownerName: owner?.displayName ?? null };
  return changeDevices(db, actor, ids, {
    alters: owner ? sql`${devices.ownerId} is distinct from ${owner.id}::uuid` : sql`${devices.ownerId} is not null`,
    values: to,
    audit: (row) => ({
      action: owner ? 'assign' : 'unassign',
      changes: {
        ownerId: { from: row.ownerId, to: to.ownerId },
        ownerName: { from: row.ownerName, to: to.ownerName },
      },
    }),
  });
}

/** The columns a bulk insert fills, with their SQL types and, where the table has one, their default. */
const bulkColumns: readonly (readonly [keyof NewDeviceRow, string, SQL?])[] = [
  ['id', 'uuid', sql`gen_random_uuid()`], ['imei', 'text'], ['serialNumber', 'text'], ['kind', 'text'],
  ['manufacturer', 'text'], ['model', 'text'], ['os', 'text', sql`''`], ['osVersion', 'text', sql`''`],
  ['msisdn', 'text'], ['iccid', 'text'], ['imsi', 'text'], ['plan', 'text', sql`''`], ['network', 'text'],
  ['status', 'text', sql`'in-stock'`], ['ownerId', 'uuid'], ['ownerName', 'text'], ['city', 'text', sql`''`],
  ['state', 'text'], ['lastSeenAt', 'timestamptz'], ['notes', 'text', sql`''`],
  ['createdAt', 'timestamptz', sql`now()`], ['updatedAt', 'timestamptz', sql`now()`],
]; // biome-ignore format: a table of names

/**
 * Inserts many devices in one statement: one array per column, unnested by the database. A multi-row
 * VALUES would carry 22 bind parameters per row for the driver to encode and the server to parse;
 * this carries 22 in all, which makes bulk loads about twice as fast. With `history`, the same
 * statement writes each new device's audit entry (what `recordAudit` writes, without a round trip
 * of ids and labels back and forth). Answers how many devices were inserted.
 */
export async function insertDeviceRows(
  db: Database,
  rows: readonly NewDeviceRow[],
  history?: { actor: AuditActor | null; action: 'import' },
): Promise<number> {
  if (rows.length === 0) return 0;
  const arrays = bulkColumns.map(([field, type]) => {
    const values = rows.map((row) => {
      const value = row[field] ?? null;
      return value instanceof Date ? value.toISOString() : value;
    });
    return sql`${sql.param(values)}::${sql.raw(type)}[]`;
  });
  const names = bulkColumns.map(([field]) => sql.identifier(devices[field].name));
  // A missing value (null in its array) takes the column's default, as a one-row insert would.
  const picks = bulkColumns.map(([field, , fallback]) => {
    const cell = sql`given.${sql.identifier(devices[field].name)}`;
    return fallback ? sql`coalesce(${cell}, ${fallback})` : cell;
  });
  const insert = sql`insert into ${devices} (${sql.join(names, sql`, `)})
    select ${sql.join(picks, sql`, `)}
    from unnest(${sql.join(arrays, sql`, `)}) as given(${sql.join(names, sql`, `)})
    returning id, imei as label`;
  if (history) await recordAuditOfRows(db, history.actor, { entity: 'device', action: history.action }, insert);
  else await db.execute(insert);
  return rows.length;
}
