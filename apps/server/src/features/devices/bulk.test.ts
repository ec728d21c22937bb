import { deviceMessages, messageText } from '@conecta/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit';
import { devices } from './table';
import { accountByEmail, insertTestRows, testRow } from './test-devices';

const series = 4;
let t: TestApp;
let admin: string;
let staff: string;
let next = 0;

beforeAll(async () => {
  t = await createTestApp();
  [admin, staff] = await Promise.all([
    signIn(t.app, 'admin@conecta.example', 'admin'),
    signIn(t.app, 'staff@conecta.example', 'staff'),
  ]);
});
afterAll(() => t.close());

/** Stores devices with the given statuses and answers their ids. */
async function fleet(statuses: ('active' | 'suspended' | 'lost')[], extra = {}): Promise<string[]> {
  const rows = statuses.map((status) => testRow(next++, { status, ...extra }, series));
  await insertTestRows(t.db, rows);
  const stored = await t.db
    .select({ id: devices.id })
    .from(devices)
    .where(
      inArray(
        devices.imei,
        rows.map((row) => row.imei),
      ),
    );
  return stored.map((row) => row.id);
}

const bulk = (action: string, payload: object, token = staff) =>
  t.app.inject({ method: 'POST', url: `/api/devices/bulk/${action}`, headers: bearer(token), payload });

const auditOf = (ids: string[]) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'device'), inArray(auditLog.entityId, ids)));

describe('POST /api/devices/bulk/status', () => {
  it('counts only the devices whose status really changed, with one history entry each', async () => {
    const ids = await fleet(['active', 'active', 'suspended']);
    const response = await bulk('status', { ids: [...ids, crypto.randomUUID()], status: 'suspended' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changed: 2 });
    const stored = await t.db.select().from(devices).where(inArray(devices.id, ids));
    expect(stored.map((row) => row.status)).toEqual(['suspended', 'suspended', 'suspended']);
    const entries = await auditOf(ids);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'status',
      actorEmail: 'staff@conecta.example',
      changes: { status: { from: 'active', to: 'suspended' } },
    });
    expect((await bulk('status', { ids, status: 'suspended' })).json()).toEqual({ changed: 0 });
  });

  it('refuses an unknown status, no ids, too many ids and ids that are not ids', async () => {
    const [id] = await fleet(['active']);
    const cases: [object, string][] = [
      [{ ids: [id], status: 'borrowed' }, 'status'],
      [{ ids: [], status: 'lost' }, 'ids'],
      [{ ids: Array.from({ length: 1001 }, () => crypto.randomUUID()), status: 'lost' }, 'ids'],
      [{ ids: ['nope'], status: 'lost' }, 'ids.0'],
    ];
    for (const [payload, field] of cases) {
      const response = await bulk('status', payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error)).toEqual([field]);
    }
  });

  it('changes nothing, and records nothing, when the database refuses part of it', async () => {
    const ids = await fleet(['active', 'active', 'active']);
    const [, , locked] = ids;
    // Make the database refuse one device's status change in the middle of the bulk update.
    await t.db.execute(
      sql.raw(`alter table devices add constraint refuse_test check (id <> '${locked}' or status = 'active')`),
    );
    try {
      const response = await bulk('status', { ids, status: 'lost' });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table devices drop constraint refuse_test`);
    }
    const stored = await t.db.select().from(devices).where(inArray(devices.id, ids));
    expect(stored.every((row) => row.status === 'active')).toBe(true);
    expect(await auditOf(ids)).toHaveLength(0);
  });
});

describe('POST /api/devices/bulk/owner', () => {
  it('assigns, counting only devices that change hands, and keeps the owner name in step', async () => {
    const owner = await accountByEmail(t.db, 'user@conecta.example');
    const [mine] = await fleet(['active'], { ownerId: owner.id, ownerName: owner.displayName });
    const others = await fleet(['active', 'lost']);
    const ids = [mine as string, ...others];
    const response = await bulk('owner', { ids, ownerId: owner.id });
    expect(response.json()).toEqual({ changed: 2 });
    const stored = await t.db.select().from(devices).where(inArray(devices.id, ids));
    expect(stored.every((row) => row.ownerId === owner.id && row.ownerName === owner.displayName)).toBe(true);
    const entries = await auditOf(others);
    expect(entries.map((entry) => entry.action)).toEqual(['assign', 'assign']);
    expect(entries[0]?.changes).toEqual({
      ownerId: { from: null, to: owner.id },
      ownerName: { from: null, to: owner.displayName },
    });
  });

  it('unassigns with a null owner', async () => {
    const owner = await accountByEmail(t.db, 'staff@conecta.example');
    const ids = await fleet(['active', 'active'], { ownerId: owner.id, ownerName: owner.displayName });
    const [unowned] = await fleet(['active']);
    const response = await bulk('owner', { ids: [...ids, unowned], ownerId: null });
    expect(response.json()).toEqual({ changed: 2 });
    const stored = await t.db.select().from(devices).where(inArray(devices.id, ids));
    expect(stored.every((row) => row.ownerId === null && row.ownerName === null)).toBe(true);
    expect((await auditOf(ids)).map((entry) => entry.action)).toEqual(['unassign', 'unassign']);
  });

  it('refuses an owner no account has', async () => {
    const ids = await fleet(['active']);
    const response = await bulk('owner', { ids, ownerId: crypto.randomUUID() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ ownerId: messageText(deviceMessages.owner) });
    expect(await auditOf(ids)).toHaveLength(0);
  });
});

describe('POST /api/devices/bulk/delete', () => {
  it('deletes for admins, counting the devices that existed, with their history kept', async () => {
    const ids = await fleet(['active', 'lost']);
    expect((await bulk('delete', { ids }, staff)).statusCode).toBe(403);
    const response = await bulk('delete', { ids: [...ids, crypto.randomUUID()] }, admin);
    expect(response.json()).toEqual({ changed: 2 });
    expect(await t.db.select().from(devices).where(inArray(devices.id, ids))).toHaveLength(0);
    const entries = await auditOf(ids);
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'delete']);
    expect(entries[0]?.actorEmail).toBe('admin@conecta.example');
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/devices/${ids[0]}/history`,
      headers: bearer(staff),
    });
    expect(history.json().items[0]).toMatchObject({ action: 'delete', entityId: ids[0] });
  });
});

describe('bulk actions on a filter ("select all N")', () => {
  it('change every device the filter matches when the action runs, however many, and no other', async () => {
    const model = `Filtered ${crypto.randomUUID().slice(0, 8)}`;
    const matching = await fleet(['active', 'active', 'suspended', 'lost'], { model });
    const others = await fleet(['active', 'active']);
    const filter = { q: model, status: 'active,suspended' };

    const response = await bulk('status', { filter, status: 'lost' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changed: 3 });
    const stored = await t.db
      .select()
      .from(devices)
      .where(inArray(devices.id, [...matching, ...others]));
    const statusOf = new Map(stored.map((row) => [row.id, row.status]));
    expect(matching.map((id) => statusOf.get(id))).toEqual(['lost', 'lost', 'lost', 'lost']);
    expect(others.map((id) => statusOf.get(id))).toEqual(['active', 'active']);
    expect(await auditOf(matching)).toHaveLength(3);
    expect(await auditOf(others)).toHaveLength(0);

    const owner = await accountByEmail(t.db, 'user@conecta.example');
    expect((await bulk('owner', { filter: { q: model }, ownerId: owner.id })).json()).toEqual({ changed: 4 });
    const owned = await t.db.select().from(devices).where(inArray(devices.id, matching));
    expect(owned.every((row) => row.ownerId === owner.id)).toBe(true);

    expect((await bulk('delete', { filter: { q: model } }, staff)).statusCode).toBe(403);
    expect((await bulk('delete', { filter: { q: model } }, admin)).json()).toEqual({ changed: 4 });
    expect(await t.db.select().from(devices).where(inArray(devices.id, matching))).toHaveLength(0);
    expect(await t.db.select().from(devices).where(inArray(devices.id, others))).toHaveLength(2);
  });

  it('takes ids or a filter, exactly one, and checks the filter as the list does', async () => {
    const [id] = await fleet(['active']);
    const cases: [object, string][] = [
      [{ status: 'lost' }, 'ids'],
      [{ ids: [id], filter: {}, status: 'lost' }, 'ids'],
      [{ filter: { status: 'borrowed' }, status: 'lost' }, 'filter.status.0'],
    ];
    for (const [payload, field] of cases) {
      const response = await bulk('status', payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error)).toEqual([field]);
    }
  });
});
