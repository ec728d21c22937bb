import type { AnalyticsWidgets } from '@conecta/contracts/analytics-dashboard';
import { brazilianStates, deviceKinds, deviceNetworks } from '@conecta/contracts/devices';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, signInWithoutRole, type TestApp } from '../../test/test-app';
import { devices } from '../devices';
import { testIdentifiers } from '../devices/test-devices';
import { isoDay, periodsOf } from './queries';

let t: TestApp;
const token = { user: '', guest: '' };
const base = '/api/analytics-dashboard-app/widgets';
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  // An account without any role: signed in, but not allowed in.
  token.guest = await signInWithoutRole(t, 'guest-analytics@conecta.example');
});
afterAll(() => t.close());

async function widgets(range = '30d'): Promise<AnalyticsWidgets> {
  const response = await t.app.inject({ method: 'GET', url: `${base}?range=${range}`, headers: bearer(token.user) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** `select <column>, count(*) from devices group by 1`, straight from the table. */
async function countedBy(column: 'network' | 'kind' | 'manufacturer' | 'state') {
  const rows = await t.db
    .select({ key: devices[column], count: sql<number>`count(*)::int` })
    .from(devices)
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.key ?? '', Number(row.count)]));
}

/** Lines in service at the end of `date` (UTC), counted on the devices table itself. */
async function linesInServiceOn(date: string): Promise<number> {
  const rows = await t.db.execute<{ n: number }>(sql`
    select count(*)::int as n from devices
    where msisdn is not null
      and (created_at at time zone 'UTC')::date <= ${date}::date
      and (status = 'active' or (last_seen_at is not null and (greatest(last_seen_at, created_at) at time zone 'UTC')::date >= ${date}::date))`);
  const list = (rows as unknown as { rows?: { n: number }[] }).rows ?? (rows as unknown as { n: number }[]);
  return Number(list[0]?.n ?? 0);
}

let serial = 0;
/** Inserts devices straight into the table (as an import or a script would), each with a fresh identity. */
async function insertDevices(count: number, fields: Partial<typeof devices.$inferInsert>) {
  const rows = Array.from({ length: count }, () => {
    serial += 1;
    const ids = testIdentifiers(serial, 7);
    return {
      ...ids,
      serialNumber: `AN-${serial}`,
      kind: 'router' as const,
      manufacturer: 'Analytica',
      model: 'A1',
      network: 'LTE-M' as const,
      status: 'active' as const,
      city: 'Xique-Xique',
      state: 'BA' as const,
      ...fields,
    };
  });
  return t.db.insert(devices).values(rows).returning({ id: devices.id });
}

describe('GET /api/analytics-dashboard-app/widgets', () => {
  it('answers 401 without a token, 403 without a role and 400 naming a wrong range', async () => {
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: base, headers: bearer(token.guest) })).statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'GET', url: `${base}?range=week`, headers: bearer(token.user) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { range: 'Choose a range: 7d, 30d, 90d or 12m' },
      codes: { range: 'analyticsDashboard.range' },
    });
  });

  it('counts the fleet by network, kind, manufacturer and state as the devices table does', async () => {
    const found = await widgets();
    const [networks, kinds, makers, states] = await Promise.all(
      (['network', 'kind', 'manufacturer', 'state'] as const).map(countedBy),
    );
    expect(found.totalDevices).toBeGreaterThan(0);
    expect(found.totalDevices).toBe([...(networks as Map<string, number>).values()].reduce((a, b) => a + b, 0));
    expect(found.devicesByNetwork.map((row) => row.key)).toEqual([...deviceNetworks]);
    for (const row of found.devicesByNetwork) expect(row.count).toBe(networks?.get(row.key) ?? 0);
    expect(found.devicesByKind.map((row) => row.key)).toEqual([...deviceKinds]);
    for (const row of found.devicesByKind) expect(row.count).toBe(kinds?.get(row.key) ?? 0);
    expect(found.devicesByState.map((row) => row.key)).toEqual([...brazilianStates]);
    for (const row of found.devicesByState) expect(row.count).toBe(states?.get(row.key) ?? 0);
    for (const row of found.devicesByManufacturer) expect(row.count).toBe(makers?.get(row.key) ?? 0);
    const listed = found.devicesByManufacturer.reduce((sum, row) => sum + row.count, 0);
    expect(listed + found.otherManufacturers).toBe(found.totalDevices);
  });

  it('follows inserts, changes and deletions of devices, including the top cities', async () => {
    const before = await widgets();
    const added = await insertDevices(40, {});
    const after = await widgets();
    const lteM = (w: AnalyticsWidgets) => w.devicesByNetwork.find((row) => row.key === 'LTE-M')?.count ?? 0;
    const ba = (w: AnalyticsWidgets) => w.devicesByState.find((row) => row.key === 'BA')?.count ?? 0;
    expect(after.totalDevices).toBe(before.totalDevices + 40);
    expect(lteM(after)).toBe(lteM(before) + 40);
    expect(ba(after)).toBe(ba(before) + 40);
    expect(after.devicesByManufacturer.find((row) => row.key === 'Analytica')?.count ?? 40).toBe(40);
    const city = after.topCities.find((row) => row.city === 'Xique-Xique');
    // The city counts like a GROUP BY over the table, and the top list is the biggest cities first.
    const [counted] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(devices)
      .where(eq(devices.city, 'Xique-Xique'));
    if (city) expect(city).toEqual({ city: 'Xique-Xique', state: 'BA', count: Number(counted?.count) });
    const counts = after.topCities.map((row) => row.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const ids = added.slice(0, 10).map((row) => row.id);
    await t.db.update(devices).set({ network: '5G' }).where(inArray(devices.id, ids));
    expect(lteM(await widgets())).toBe(lteM(before) + 30);
    await t.db.delete(devices).where(inArray(devices.id, ids));
    const last = await widgets();
    expect(last.totalDevices).toBe(before.totalDevices + 30);
    expect(lteM(last)).toBe(lteM(before) + 30);
  });

  it('gives lines in service per bucket as counted on the table, and the range switch changes the series', async () => {
    const now = Date.now();
    const before = await widgets('30d');
    // Lines put in service 20 days ago: 3 still active, 2 last seen 12 days ago (out of service since).
    await insertDevices(3, { createdAt: new Date(now - 20 * day), lastSeenAt: new Date(now - day) });
    await insertDevices(2, {
      status: 'suspended',
      createdAt: new Date(now - 20 * day),
      lastSeenAt: new Date(now - 12 * day),
    });
    const month = await widgets('30d');
    const week = await widgets('7d');
    const year = await widgets('12m');
    expect(month.activeLines.points).toHaveLength(30);
    expect(week.activeLines.points).toHaveLength(7);
    expect(year.activeLines.points).toHaveLength(12);
    expect(year.bucket).toBe('month');
    expect(week.activeLines.points.at(-1)?.date).toBe(isoDay(new Date(now)));
    for (const point of [...month.activeLines.points.slice(-16), month.activeLines.points[0]]) {
      expect(point?.value).toBe(await linesInServiceOn(point?.date as string));
    }
    expect(month.activeLines.total).toBe(await linesInServiceOn(isoDay(new Date(now))));
    // All five lines were in service 15 days ago; 5 days ago the two suspended ones no longer were.
    const added = (offset: number) =>
      (month.activeLines.points.at(-1 - offset)?.value ?? 0) - (before.activeLines.points.at(-1 - offset)?.value ?? 0);
    expect([added(25), added(15), added(5), added(0)]).toEqual([0, 5, 3, 3]);
    // The comparison is the same count one period before.
    const firstOfPrevious = isoDay(new Date(now - 59 * day));
    expect(month.activeLines.points[0]?.previous).toBe(await linesInServiceOn(firstOfPrevious));
  });

  it('counts sign-ins and chat messages per bucket, with the period before', async () => {
    const now = Date.now();
    const [account] = await t.db
      .execute<{ id: string }>(sql`select id from accounts limit 1`)
      .then(
        (result) => (result as unknown as { rows?: { id: string }[] }).rows ?? (result as unknown as { id: string }[]),
      );
    await t.db.execute(sql`update accounts set last_sign_in_at = ${new Date(now - 10 * day).toISOString()}::timestamptz
      where id = ${account?.id}::uuid`);
    const month = await widgets('30d');
    const week = await widgets('7d');
    const counted = async (from: Date, to: Date, table: 'accounts' | 'chat_messages', column: string) => {
      const result = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} >= ${from.toISOString()}::timestamptz and ${sql.identifier(column)} < ${to.toISOString()}::timestamptz`,
      );
      const rows = (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
      return Number(rows[0]?.n ?? 0);
    };
    for (const [range, found] of [
      ['30d', month],
      ['7d', week],
    ] as const) {
      const periods = periodsOf(range, new Date(found.generatedAt));
      const start = periods.starts[0] as Date;
      const previousStart = periods.previousStarts[0] as Date;
      expect(found.signIns.total).toBe(await counted(start, periods.end, 'accounts', 'last_sign_in_at'));
      expect(found.signIns.previousTotal).toBe(await counted(previousStart, start, 'accounts', 'last_sign_in_at'));
      expect(found.chatMessages.total).toBe(await counted(start, periods.end, 'chat_messages', 'sent_at'));
      expect(found.chatMessages.previousTotal).toBe(await counted(previousStart, start, 'chat_messages', 'sent_at'));
    }
    // The sign-in 10 days ago is in the month's figure and in the week's comparison period.
    expect(
      month.signIns.points.find((point) => point.date === isoDay(new Date(now - 10 * day)))?.value,
    ).toBeGreaterThan(0);
    expect(week.signIns.points.some((point) => point.previous > 0)).toBe(true);
  });
});
