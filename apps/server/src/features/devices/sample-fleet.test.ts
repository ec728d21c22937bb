import { deviceInputSchema, hasValidLuhnCheckDigit } from '@conecta/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fleetOwners, nextFleetIndex, seedFleet, withDeferredIndexes } from '../../../scripts/fleet-seeding';
import { openTestDatabase } from '../../test/test-app';
import { fleetIndexOfImei, generateFleet } from './sample-fleet';
import type { NewDeviceRow } from './table';

const owners = [
  { id: '0b6f3c1e-8a4d-4f7e-9c2b-1d5e6f7a8b9c', displayName: 'Ana Admin' },
  { id: '1c7a4d2f-9b5e-4a8f-8d3c-2e6f7a8b9c0d', displayName: 'Sérgio Staff' },
  { id: '2d8b5e3a-ac6f-4b9a-9e4d-3f7a8b9c0d1e', displayName: 'Ursula User' },
];
const now = new Date('2025-06-01T12:00:00Z');
const fleet = generateFleet({ count: 20_000, seed: 42, owners, now });

/** What a person would enter for the row: the shape `deviceInputSchema` reads. */
function asInput(row: NewDeviceRow) {
  const { createdAt: _created, updatedAt: _updated, ownerName: _name, ...input } = row;
  return { ...input, lastSeenAt: row.lastSeenAt ? row.lastSeenAt.toISOString() : null };
}

const share = (predicate: (row: NewDeviceRow) => boolean, rows = fleet) => rows.filter(predicate).length / rows.length;

function expectAllDistinct(values: (string | null | undefined)[]) {
  const present = values.filter((value): value is string => Boolean(value));
  expect(new Set(present).size).toBe(present.length);
}

describe('generateFleet', () => {
  it('makes rows that pass the same validation as a device entered in the console', () => {
    for (const row of fleet) {
      const parsed = deviceInputSchema.safeParse(asInput(row));
      if (!parsed.success) throw new Error(`${row.imei}: ${JSON.stringify(parsed.error.issues)}`);
    }
    expect(fleet.every((row) => hasValidLuhnCheckDigit(row.imei))).toBe(true);
    expect(fleet.every((row) => row.iccid === null || /^8955\d{16}$/.test(row.iccid ?? ''))).toBe(true);
    expect(fleet.every((row) => row.imsi === null || /^724\d{12}$/.test(row.imsi ?? ''))).toBe(true);
  });

  it('never repeats an IMEI, ICCID, line or serial number, also across batches that continue each other', () => {
    expectAllDistinct(fleet.map((row) => row.imei));
    expectAllDistinct(fleet.map((row) => row.iccid));
    expectAllDistinct(fleet.map((row) => row.msisdn));
    expectAllDistinct(fleet.map((row) => row.serialNumber));

    // A second run with another seed, placed after the first one, and a batch from the millions.
    const more = generateFleet({ count: 5_000, seed: 7, owners, now, startIndex: 20_000 });
    const far = generateFleet({ count: 5_000, seed: 7, owners, now, startIndex: 3_999_000 });
    const all = [...fleet, ...more, ...far];
    expectAllDistinct(all.map((row) => row.imei));
    expectAllDistinct(all.map((row) => row.iccid));
    expectAllDistinct(all.map((row) => row.msisdn));
    expectAllDistinct(all.map((row) => row.serialNumber));
  });

  it('gives the same rows for the same seed, in one call or in chunks, and other rows for another seed', () => {
    expect(generateFleet({ count: 300, seed: 42, owners, now })).toEqual(fleet.slice(0, 300));
    const chunked = [
      ...generateFleet({ count: 150, seed: 42, owners, now, startIndex: 1_000 }),
      ...generateFleet({ count: 150, seed: 42, owners, now, startIndex: 1_150 }),
    ];
    expect(chunked).toEqual(fleet.slice(1_000, 1_300));
    const other = generateFleet({ count: 300, seed: 43, owners, now });
    expect(other.filter((row, position) => row.model === fleet[position]?.model).length).toBeLessThan(150);
  });

  it('spreads kinds and statuses like a real fleet', () => {
    expect(share((row) => row.kind === 'handset')).toBeCloseTo(0.55, 1);
    expect(share((row) => row.kind === 'iot-module')).toBeCloseTo(0.15, 1);
    for (const kind of ['tablet', 'router', 'hotspot'] as const)
      expect(share((row) => row.kind === kind)).toBeGreaterThan(0.05);
    expect(share((row) => row.status === 'active')).toBeCloseTo(0.65, 1);
    expect(share((row) => row.status === 'in-stock')).toBeCloseTo(0.15, 1);
    expect(share((row) => row.status === 'suspended')).toBeCloseTo(0.08, 1);
    for (const status of ['lost', 'stolen', 'retired'] as const) {
      const part = share((row) => row.status === status);
      expect(part).toBeGreaterThan(0.015);
      expect(part).toBeLessThan(0.08);
    }
    expect(new Set(fleet.map((row) => row.manufacturer)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(fleet.map((row) => row.state)).size).toBeGreaterThanOrEqual(20);
  });

  it('fits networks, operating systems and lines to the kind of device', () => {
    const handsets = fleet.filter((row) => row.kind === 'handset');
    const modules = fleet.filter((row) => row.kind === 'iot-module');
    expect(handsets.every((row) => row.network === '4G' || row.network === '5G')).toBe(true);
    expect(handsets.every((row) => ['Android', 'iOS'].includes(row.os ?? ''))).toBe(true);
    expect(handsets.filter((row) => row.manufacturer === 'Apple').every((row) => row.os === 'iOS')).toBe(true);
    expect(share((row) => row.network === 'NB-IoT' || row.network === 'LTE-M', modules)).toBeGreaterThan(0.6);
    expect(modules.every((row) => row.os === 'Firmware')).toBe(true);
    // Handsets in use have a line; many IoT modules run on data-only SIMs.
    expect(handsets.filter((row) => row.status === 'active').every((row) => row.msisdn)).toBe(true);
    expect(share((row) => row.iccid !== null && row.msisdn === null, modules)).toBeGreaterThan(0.4);
  });

  it('matches the line to the city and the SIM to the operator', () => {
    const dddOf: Record<string, string> = { 'São Paulo': '11', 'Rio de Janeiro': '21', Recife: '81', Manaus: '92' };
    for (const row of fleet) {
      const ddd = dddOf[row.city ?? ''];
      if (row.msisdn && ddd) expect(row.msisdn.slice(0, 6)).toBe(`+55${ddd}9`);
      if (row.iccid) expect(row.iccid.slice(4, 6)).toBe(row.imsi?.slice(3, 5));
    }
    expect(fleet.filter((row) => row.city === 'São Paulo').every((row) => row.state === 'SP')).toBe(true);
  });

  it('gives most devices in use an owner from the list, and none to devices in stock', () => {
    const inUseHandsets = fleet.filter((row) => row.kind === 'handset' && row.status === 'active');
    expect(share((row) => row.ownerId !== null, inUseHandsets)).toBeGreaterThan(0.85);
    expect(fleet.filter((row) => row.status === 'in-stock').every((row) => row.ownerId === null)).toBe(true);
    for (const row of fleet.filter((item) => item.ownerId)) {
      expect(owners.find((owner) => owner.id === row.ownerId)?.displayName).toBe(row.ownerName);
    }
    for (const owner of owners) expect(fleet.some((row) => row.ownerId === owner.id)).toBe(true);
    expect(generateFleet({ count: 50, seed: 1, owners: [], now }).every((row) => row.ownerId === null)).toBe(true);
  });

  it('keeps times in order: bought within three years, changed since, active devices seen recently', () => {
    const threeYearsAgo = now.getTime() - 3 * 365 * 24 * 3_600_000;
    for (const row of fleet) {
      const created = (row.createdAt as Date).getTime();
      const updated = (row.updatedAt as Date).getTime();
      expect(created).toBeGreaterThanOrEqual(threeYearsAgo);
      expect(updated).toBeGreaterThanOrEqual(created);
      expect(updated).toBeLessThanOrEqual(now.getTime());
      if (row.lastSeenAt) expect(row.lastSeenAt.getTime()).toBeGreaterThanOrEqual(created);
    }
    const active = fleet.filter((row) => row.status === 'active');
    const seenThisWeek = (row: NewDeviceRow) =>
      row.lastSeenAt !== null && now.getTime() - (row.lastSeenAt as Date).getTime() < 7 * 24 * 3_600_000;
    expect(share(seenThisWeek, active)).toBeGreaterThan(0.95);
    expect(fleet.filter((row) => row.notes).length).toBeGreaterThan(200);
  });

  it('tells which index a generated IMEI came from, so a later run can start after it', () => {
    const late = generateFleet({ count: 3, seed: 9, owners, now, startIndex: 2_345_678 });
    expect(late.map((row) => fleetIndexOfImei(row.imei))).toEqual([2_345_678, 2_345_679, 2_345_680]);
    expect(fleet.slice(0, 100).map((row) => fleetIndexOfImei(row.imei))).toEqual([...Array(100).keys()]);
    expect(fleetIndexOfImei('490154203237518')).toBeUndefined();
  });
});

describe('seeding a database with the generated fleet (seed:devices, bench:devices)', () => {
  it('adds devices run after run without colliding, skips clashes with stored devices, and keeps every index', {
    timeout: 60_000,
  }, async () => {
    const database = await openTestDatabase({ blank: true });
    try {
      await database.migrate();
      const { db } = database;
      const count = async (query = sql`select count(*)::int as n from devices`) =>
        ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
      const indexes = sql`select count(*)::int as n from pg_indexes where tablename = 'devices'`;
      const indexCount = await count(indexes);
      expect(await fleetOwners(db)).toEqual([]);

      const first = await seedFleet(db, { count: 1_500, seed: 5, owners: [], startIndex: await nextFleetIndex(db) });
      expect(first).toMatchObject({ inserted: 1_500, skipped: 0, startIndex: 0 });
      expect(await nextFleetIndex(db)).toBe(1_500);

      // A device typed in by a person whose SIM happens to be one the next run generates.
      const upcoming = generateFleet({ count: 20, seed: 6, owners: [], startIndex: 1_500 });
      const taken = upcoming.find((row) => row.iccid)?.iccid;
      await db.execute(
        sql`insert into devices (imei, serial_number, kind, manufacturer, model, network, iccid)
            values ('490154203237518', 'TYPED-1', 'handset', 'Typed', 'Typed', '4G', ${taken})`,
      );
      const progress: number[] = [];
      const startIndex = await nextFleetIndex(db);
      const second = await withDeferredIndexes(db, () =>
        seedFleet(db, {
          count: 1_000,
          seed: 6,
          owners: [],
          startIndex,
          onProgress: (step) => progress.push(step.inserted + step.skipped),
        }),
      );
      expect(second).toMatchObject({ inserted: 999, skipped: 1, startIndex: 1_500 });
      expect(progress.at(-1)).toBe(1_000);
      expect(await count()).toBe(1_500 + 1 + 999);
      expect(await count(indexes)).toBe(indexCount);
      const duplicates = sql`select count(*)::int as n from (select imei from devices group by imei having count(*) > 1) d`;
      expect(await count(duplicates)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
