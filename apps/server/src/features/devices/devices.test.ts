import { type Device, deviceMessages, messageText } from '@conecta/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit';
import { devices } from './table';
import { accountByEmail, storedDevice, testDeviceInput, testIdentifiers, testRow } from './test-devices';
import { uniqueViolation } from './writes';

const series = 1;
let t: TestApp;
let admin: string;
let staff: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, staff, user] = await Promise.all([
    signIn(t.app, 'admin@conecta.example', 'admin'),
    signIn(t.app, 'staff@conecta.example', 'staff'),
    signIn(t.app, 'user@conecta.example', 'user'),
  ]);
});
afterAll(() => t.close());

const input = (n: number, overrides = {}) => testDeviceInput(n, overrides, series);

async function create(n: number, overrides = {}, token = staff) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/devices',
    headers: bearer(token),
    payload: input(n, overrides),
  });
  return response;
}

async function historyOf(id: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/devices/${id}/history`, headers: bearer(user) });
  expect(response.statusCode).toBe(200);
  return response.json().items as { action: string; actor: { email: string } | null; changes: object }[];
}

describe('who may do what', () => {
  it('answers 401 without a token on every device route', async () => {
    const requests = [
      { method: 'GET', url: '/api/devices' },
      { method: 'GET', url: '/api/devices/manufacturers' },
      { method: 'GET', url: '/api/devices/export.csv' },
      { method: 'GET', url: `/api/devices/${crypto.randomUUID()}` },
      { method: 'GET', url: `/api/devices/${crypto.randomUUID()}/history` },
      { method: 'POST', url: '/api/devices', payload: input(900) },
      { method: 'PATCH', url: `/api/devices/${crypto.randomUUID()}`, payload: { notes: 'x' } },
      { method: 'DELETE', url: `/api/devices/${crypto.randomUUID()}` },
      { method: 'POST', url: '/api/devices/bulk/status', payload: { ids: [crypto.randomUUID()], status: 'lost' } },
      { method: 'POST', url: '/api/devices/bulk/owner', payload: { ids: [crypto.randomUUID()], ownerId: null } },
      { method: 'POST', url: '/api/devices/bulk/delete', payload: { ids: [crypto.randomUUID()] } },
      { method: 'POST', url: '/api/devices/import', payload: 'imei\n1', headers: { 'content-type': 'text/csv' } },
    ] as const;
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
    }
  });

  it('lets a user read but refuses every write with 403', async () => {
    const created = (await create(1)).json() as Device;
    const read = await t.app.inject({ method: 'GET', url: `/api/devices/${created.id}`, headers: bearer(user) });
    expect(read.statusCode).toBe(200);

    const refused = [
      { method: 'POST', url: '/api/devices', payload: input(901) },
      { method: 'PATCH', url: `/api/devices/${created.id}`, payload: { notes: 'user was here' } },
      { method: 'DELETE', url: `/api/devices/${created.id}` },
      { method: 'POST', url: '/api/devices/bulk/status', payload: { ids: [created.id], status: 'lost' } },
      { method: 'POST', url: '/api/devices/bulk/owner', payload: { ids: [created.id], ownerId: null } },
      { method: 'POST', url: '/api/devices/bulk/delete', payload: { ids: [created.id] } },
    ] as const;
    for (const request of refused) {
      const response = await t.app.inject({ ...request, headers: bearer(user) });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
    }
    expect((await storedDevice(t.db, created.imei))?.notes).toBe('');
  });

  it('lets staff create and edit but not delete or import', async () => {
    const created = await create(2);
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as Device;
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/devices/${id}`,
      headers: bearer(staff),
      payload: { status: 'suspended' },
    });
    expect(edited.statusCode).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/devices/${id}`, headers: bearer(staff) });
    expect(deleted.statusCode).toBe(403);
    const bulkDeleted = await t.app.inject({
      method: 'POST',
      url: '/api/devices/bulk/delete',
      headers: bearer(staff),
      payload: { ids: [id] },
    });
    expect(bulkDeleted.statusCode).toBe(403);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/devices/import',
      headers: { ...bearer(staff), 'content-type': 'text/csv' },
      payload: 'imei,serialNumber,kind,manufacturer,model,network\n',
    });
    expect(imported.statusCode).toBe(403);
    expect(await storedDevice(t.db, testIdentifiers(2, series).imei)).toBeDefined();
  });

  it('lets an admin delete a device, recorded in its history', async () => {
    const { id, imei } = (await create(3)).json() as Device;
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/devices/${id}`, headers: bearer(admin) });
    expect(deleted.statusCode).toBe(204);
    expect(await storedDevice(t.db, imei)).toBeUndefined();
    const again = await t.app.inject({ method: 'GET', url: `/api/devices/${id}`, headers: bearer(admin) });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(messageText(deviceMessages.notFound));
    const history = await historyOf(id);
    expect(history.map((entry) => entry.action)).toEqual(['delete', 'create']);
    expect(history[0]?.actor?.email).toBe('admin@conecta.example');
    expect(history[0]?.changes).toMatchObject({ imei: { from: imei, to: null } });
  });
});

describe('POST /api/devices', () => {
  it('stores the device with its owner and answers it', async () => {
    const owner = await accountByEmail(t.db, 'user@conecta.example');
    const response = await create(10, { ownerId: owner.id, msisdn: '+55 11 98765-0010', lastSeenAt: null });
    expect(response.statusCode).toBe(201);
    const device = response.json() as Device;
    expect(device).toMatchObject({
      imei: testIdentifiers(10, series).imei,
      msisdn: '+5511987650010',
      status: 'active',
      ownerId: owner.id,
      owner: { id: owner.id, displayName: owner.displayName, email: owner.email },
      lastSeenAt: null,
    });
    const stored = await storedDevice(t.db, device.imei);
    expect(stored?.ownerName).toBe(owner.displayName);

    const fetched = await t.app.inject({ method: 'GET', url: `/api/devices/${device.id}`, headers: bearer(user) });
    expect(fetched.json()).toEqual(device);
  });

  it('fills the defaults a person may leave out', async () => {
    const { imei, serialNumber } = testDeviceInput(11, {}, series);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/devices',
      headers: bearer(staff),
      payload: { imei, serialNumber, kind: 'router', manufacturer: 'Intelbras', model: 'W5-1200F', network: '4G' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'in-stock', msisdn: null, iccid: null, owner: null, state: null });
  });

  it('records a history entry listing every field it was given', async () => {
    const device = (await create(12, { notes: 'spare' })).json() as Device;
    const [entry] = await historyOf(device.id);
    expect(entry?.action).toBe('create');
    expect(entry?.actor?.email).toBe('staff@conecta.example');
    expect(entry?.changes).toMatchObject({
      imei: { from: null, to: device.imei },
      status: { from: null, to: 'active' },
      notes: { from: null, to: 'spare' },
    });
    expect(entry?.changes).not.toHaveProperty('ownerId');
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['an IMEI with a wrong check digit', { imei: '490154203237519' }, 'imei', messageText(deviceMessages.imei)],
    ['an IMEI of 14 digits', { imei: '49015420323751' }, 'imei', messageText(deviceMessages.imei)],
    ['an ICCID with a wrong check digit', { iccid: '8955011234567890124' }, 'iccid', messageText(deviceMessages.iccid)],
    ['an ICCID of 18 digits', { iccid: '895501123456789012' }, 'iccid', messageText(deviceMessages.iccid)],
    ['a line that is not E.164', { msisdn: '11 98765-4321' }, 'msisdn', messageText(deviceMessages.msisdn)],
    ['an unknown status', { status: 'borrowed' }, 'status', messageText(deviceMessages.status)],
    ['an unknown kind', { kind: 'toaster' }, 'kind', messageText(deviceMessages.kind)],
    ['an unknown network', { network: '3G' }, 'network', messageText(deviceMessages.network)],
    ['a state that is not a UF', { state: 'XX' }, 'state', messageText(deviceMessages.state)],
    ['an IMSI of 14 digits', { imsi: '72405123456789' }, 'imsi', messageText(deviceMessages.imsi)],
    ['an empty model', { model: '  ' }, 'model', messageText(deviceMessages.model)],
    ['an owner id that is not a uuid', { ownerId: 'bob' }, 'ownerId', messageText(deviceMessages.owner)],
    [
      'a last-seen that is not a date',
      { lastSeenAt: 'yesterday' },
      'lastSeenAt',
      messageText(deviceMessages.lastSeenAt),
    ],
  ];
  it.each(invalid)('refuses %s with 400 naming the field', async (_name, overrides, field, message) => {
    const response = await create(20, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ [field]: message });
    expect(await storedDevice(t.db, testIdentifiers(20, series).imei)).toBeUndefined();
  });

  it('refuses an owner id no account has', async () => {
    const response = await create(21, { ownerId: crypto.randomUUID() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ ownerId: messageText(deviceMessages.owner) });
  });

  it('refuses an IMEI, line or SIM another device has, naming each field', async () => {
    const first = (await create(30)).json() as Device;
    const { imei, msisdn, iccid } = first;
    const sameLine = await create(31, { msisdn: msisdn });
    expect(sameLine.statusCode).toBe(400);
    expect(sameLine.json().error).toEqual({ msisdn: messageText(deviceMessages.msisdnTaken) });
    // Typed with spaces, the line is still the same line.
    const formatted = await create(31, {
      msisdn: `+55 ${msisdn?.slice(3, 5)} ${msisdn?.slice(5, 10)}-${msisdn?.slice(10)}`,
    });
    expect(formatted.json().error).toEqual({ msisdn: messageText(deviceMessages.msisdnTaken) });
    const all = await create(32, { imei, msisdn, iccid });
    expect(all.json().error).toEqual({
      imei: messageText(deviceMessages.imeiTaken),
      msisdn: messageText(deviceMessages.msisdnTaken),
      iccid: messageText(deviceMessages.iccidTaken),
    });
    const count = await t.db
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.msisdn, msisdn ?? ''));
    expect(count).toHaveLength(1);
  });
});

describe('a duplicate the database refuses (a race past the check)', () => {
  it('is recognised by field, whichever driver wraps it', async () => {
    const device = (await create(35)).json() as Device;
    const duplicates = [
      { imei: device.imei },
      { msisdn: device.msisdn, imei: testIdentifiers(36, series).imei },
      { iccid: device.iccid, imei: testIdentifiers(37, series).imei, msisdn: null },
    ];
    const found = [];
    for (const values of duplicates) {
      const error = await t.db
        .insert(devices)
        .values({ ...testRow(38, {}, series), msisdn: null, iccid: null, ...values })
        .then(
          () => undefined,
          (caught: unknown) => caught,
        );
      found.push(uniqueViolation(error)?.field);
    }
    expect(found).toEqual(['imei', 'msisdn', 'iccid']);
    expect(uniqueViolation(new Error('something else'))).toBeUndefined();
  });
});

describe('PATCH /api/devices/:id', () => {
  it('changes only the named fields, bumps updatedAt and records from/to', async () => {
    const device = (await create(40, { os: 'Android', city: 'Campinas' })).json() as Device;
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/devices/${device.id}`,
      headers: bearer(staff),
      payload: { status: 'lost', notes: 'Left on the bus' },
    });
    expect(response.statusCode).toBe(200);
    const after = response.json() as Device;
    expect(after).toMatchObject({ status: 'lost', notes: 'Left on the bus', os: 'Android', city: 'Campinas' });
    expect(after.updatedAt > device.updatedAt).toBe(true);
    const [entry] = await historyOf(device.id);
    expect(entry).toMatchObject({
      action: 'update',
      actor: { email: 'staff@conecta.example' },
      changes: { status: { from: 'active', to: 'lost' }, notes: { from: '', to: 'Left on the bus' } },
    });
    expect(Object.keys(entry?.changes ?? {}).sort()).toEqual(['notes', 'status']);
  });

  it('writes nothing when nothing changes', async () => {
    const device = (await create(41)).json() as Device;
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/devices/${device.id}`,
      headers: bearer(staff),
      payload: { status: device.status, imei: device.imei },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().updatedAt).toBe(device.updatedAt);
    expect(await historyOf(device.id)).toHaveLength(1);
  });

  it('assigns and unassigns the owner, keeping the owner name in step', async () => {
    const device = (await create(42)).json() as Device;
    const owner = await accountByEmail(t.db, 'staff@conecta.example');
    const assigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/devices/${device.id}`,
      headers: bearer(staff),
      payload: { ownerId: owner.id },
    });
    expect(assigned.json().owner).toMatchObject({ id: owner.id, email: owner.email });
    expect((await storedDevice(t.db, device.imei))?.ownerName).toBe(owner.displayName);
    const unassigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/devices/${device.id}`,
      headers: bearer(staff),
      payload: { ownerId: null },
    });
    expect(unassigned.json()).toMatchObject({ ownerId: null, owner: null });
    expect((await storedDevice(t.db, device.imei))?.ownerName).toBeNull();
    const [entry] = await historyOf(device.id);
    expect(entry?.changes).toEqual({
      ownerId: { from: owner.id, to: null },
      ownerName: { from: owner.displayName, to: null },
    });
  });

  it('refuses a line another device uses, an unknown owner, and bad values', async () => {
    const other = (await create(43)).json() as Device;
    const device = (await create(44)).json() as Device;
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/devices/${device.id}`, headers: bearer(staff), payload });
    expect((await patch({ msisdn: other.msisdn })).json().error).toEqual({
      msisdn: messageText(deviceMessages.msisdnTaken),
    });
    expect((await patch({ ownerId: crypto.randomUUID() })).json().error).toEqual({
      ownerId: messageText(deviceMessages.owner),
    });
    expect((await patch({ status: 'gone' })).json().error).toEqual({ status: messageText(deviceMessages.status) });
    expect((await patch({ iccid: '8955011234567890124' })).json().error).toEqual({
      iccid: messageText(deviceMessages.iccid),
    });
    const unchanged = await t.app.inject({ method: 'GET', url: `/api/devices/${device.id}`, headers: bearer(user) });
    expect(unchanged.json()).toEqual(device);
    expect(await historyOf(device.id)).toHaveLength(1);
  });

  it('answers 404 for a device that does not exist', async () => {
    for (const id of [crypto.randomUUID(), 'not-an-id']) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/devices/${id}`,
        headers: bearer(staff),
        payload: { notes: 'x' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(messageText(deviceMessages.notFound));
    }
  });
});

describe('the history is written with the change, or not at all', () => {
  it('keeps the device unchanged when its history entry cannot be written', async () => {
    const device = (await create(50)).json() as Device;
    // Make the database refuse this device's next history line, after the device row has been updated.
    await t.db.execute(
      sql.raw(
        `alter table audit_log add constraint refuse_test check (entity_label <> '${device.imei}' or action <> 'update')`,
      ),
    );
    try {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/devices/${device.id}`,
        headers: bearer(staff),
        payload: { status: 'stolen' },
      });
      expect(response.statusCode).toBe(500);
      expect((await storedDevice(t.db, device.imei))?.status).toBe('active');
      const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, device.id));
      expect(entries.map((entry) => entry.action)).toEqual(['create']);
    } finally {
      await t.db.execute(sql`alter table audit_log drop constraint refuse_test`);
    }
  });

  it('stores no history for a write that fails', async () => {
    const before = await t.db.select({ id: auditLog.id }).from(auditLog);
    const taken = (await create(51)).json() as Device;
    const refused = await create(52, { imei: taken.imei });
    expect(refused.statusCode).toBe(400);
    const after = await t.db.select({ id: auditLog.id }).from(auditLog);
    expect(after.length).toBe(before.length + 1);
  });
});

describe('GET /api/devices/:id/history', () => {
  it('pages the history newest first', async () => {
    const device = (await create(60)).json() as Device;
    for (const status of ['suspended', 'active', 'lost'] as const) {
      await t.app.inject({
        method: 'PATCH',
        url: `/api/devices/${device.id}`,
        headers: bearer(staff),
        payload: { status },
      });
    }
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/devices/${device.id}/history?limit=2`,
      headers: bearer(user),
    });
    const page = first.json();
    expect(page.items.map((entry: { changes: { status?: { to: string } } }) => entry.changes.status?.to)).toEqual([
      'lost',
      'active',
    ]);
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/devices/${device.id}/history?limit=2&cursor=${page.nextCursor}`,
      headers: bearer(user),
    });
    expect(second.json().items.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    expect(second.json().nextCursor).toBeNull();
  });
});
