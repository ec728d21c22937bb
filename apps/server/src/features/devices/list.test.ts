import type { Device, DeviceList, DeviceSortField } from '@conecta/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { digitPrefixEnd, rowsOf } from './queries';
import { accountByEmail, insertTestRows, testIdentifiers, testRow } from './test-devices';

const series = 2;
let t: TestApp;
let token: string;
let ownerId: string;

/** The paging fleet: its own manufacturer, so sample devices (if any) never mix in. */
const pagingMaker = 'Pagingmaker';
const pagingCount = 23;

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, 'staff@conecta.example', 'staff');
  const owner = await accountByEmail(t.db, 'user@conecta.example');
  ownerId = owner.id;
  const statuses = ['active', 'suspended', 'lost'] as const;
  await insertTestRows(
    t.db,
    Array.from({ length: pagingCount }, (_, n) =>
      testRow(
        n,
        {
          manufacturer: pagingMaker,
          model: `Model ${n % 4}`,
          status: statuses[n % 3],
          // Every third device has no line, no SIM and no owner: nullable sorts meet nulls.
          msisdn: n % 3 === 2 ? null : testIdentifiers(n, series).msisdn,
          iccid: n % 3 === 2 ? null : testIdentifiers(n, series).iccid,
          ownerId: n % 3 === 2 ? null : owner.id,
          ownerName: n % 3 === 2 ? null : owner.displayName,
          lastSeenAt: n % 4 === 0 ? null : new Date(Date.UTC(2025, 0, 1 + (n % 7))),
        },
        series,
      ),
    ),
  );
  // Timestamps with microseconds, as the database makes them: the cursor must not round them.
  await t.db.execute(
    sql`update devices set updated_at = now() - (random() * interval '10 days') where manufacturer = ${pagingMaker}`,
  );
});
afterAll(() => t.close());

async function list(query: string): Promise<DeviceList> {
  const response = await t.app.inject({ method: 'GET', url: `/api/devices?${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const columns: Partial<Record<DeviceSortField, string>> = {
  model: 'model',
  msisdn: 'msisdn',
  updatedAt: 'updated_at',
  lastSeenAt: 'last_seen_at',
  owner: 'owner_name',
};

describe('keyset paging', () => {
  const cases = Object.keys(columns).flatMap((sort) => ['asc', 'desc'].map((order) => [sort, order] as const));
  it.each(cases)('walks %s %s forward and back through the same rows as one ORDER BY', async (sort, order) => {
    const column = columns[sort as DeviceSortField] as string;
    const expected = rowsOf<{ id: string }>(
      await t.db.execute(
        sql`select id from devices where manufacturer = ${pagingMaker}
            order by ${sql.raw(column)} ${sql.raw(order)}, id ${sql.raw(order)}`,
      ),
    ).map((row) => row.id);
    expect(expected).toHaveLength(pagingCount);
    const base = `manufacturer=${pagingMaker}&sort=${sort}&order=${order}&limit=5`;

    const forward: string[] = [];
    let page = await list(base);
    expect(page.prevCursor).toBeNull();
    forward.push(...page.items.map((item) => item.id));
    while (page.nextCursor) {
      page = await list(`${base}&cursor=${page.nextCursor}`);
      expect(page.prevCursor).not.toBeNull();
      forward.push(...page.items.map((item) => item.id));
    }
    expect(forward).toEqual(expected);

    // `before` without a cursor is the last page; then walk back to the first.
    const backward: string[][] = [];
    page = await list(`${base}&direction=before`);
    expect(page.nextCursor).toBeNull();
    backward.unshift(page.items.map((item) => item.id));
    while (page.prevCursor) {
      page = await list(`${base}&direction=before&cursor=${page.prevCursor}`);
      expect(page.nextCursor).not.toBeNull();
      backward.unshift(page.items.map((item) => item.id));
    }
    expect(backward.flat()).toEqual(expected);
  });

  // Unfiltered, the pages walk the sort index itself (a filter of few matches sorts them instead).
  it.each([
    ['msisdn', 'asc'],
    ['updatedAt', 'desc'],
  ] as const)('walks the whole fleet by %s %s without a filter', async (sort, order) => {
    const column = columns[sort] as string;
    const expected = rowsOf<{ id: string }>(
      await t.db.execute(
        sql`select id from devices order by ${sql.raw(column)} ${sql.raw(order)}, id ${sql.raw(order)}`,
      ),
    ).map((row) => row.id);
    // A few pages whatever the fleet holds (the sample fleet, once loaded, is 5,000 devices).
    const limit = Math.min(100, Math.max(7, Math.ceil(expected.length / 8)));
    const base = `sort=${sort}&order=${order}&limit=${limit}`;
    const forward: string[] = [];
    let page = await list(base);
    forward.push(...page.items.map((item) => item.id));
    while (page.nextCursor) {
      page = await list(`${base}&cursor=${page.nextCursor}`);
      forward.push(...page.items.map((item) => item.id));
    }
    expect(forward).toEqual(expected);
    const backward: string[][] = [];
    page = await list(`${base}&direction=before`);
    backward.unshift(page.items.map((item) => item.id));
    while (page.prevCursor) {
      page = await list(`${base}&direction=before&cursor=${page.prevCursor}`);
      backward.unshift(page.items.map((item) => item.id));
    }
    expect(backward.flat()).toEqual(expected);
  });

  // A page number in the browser's URL (`?page=4`) enters the list by offset, once; its cursors lead on.
  it.each(cases)('enters %s %s at a page number and walks on from there by cursor', async (sort, order) => {
    const column = columns[sort as DeviceSortField] as string;
    const expected = rowsOf<{ id: string }>(
      await t.db.execute(
        sql`select id from devices where manufacturer = ${pagingMaker}
            order by ${sql.raw(column)} ${sql.raw(order)}, id ${sql.raw(order)}`,
      ),
    ).map((row) => row.id);
    const base = `manufacturer=${pagingMaker}&sort=${sort}&order=${order}&limit=5`;
    for (const offset of [5, 15, 20]) {
      const page = await list(`${base}&offset=${offset}`);
      expect(page.items.map((item) => item.id)).toEqual(expected.slice(offset, offset + 5));
      expect(page.total).toBe(pagingCount);
      expect(page.prevCursor).not.toBeNull();
      const before = await list(`${base}&direction=before&cursor=${page.prevCursor}`);
      expect(before.items.map((item) => item.id)).toEqual(expected.slice(offset - 5, offset));
      if (page.nextCursor) {
        const after = await list(`${base}&cursor=${page.nextCursor}`);
        expect(after.items.map((item) => item.id)).toEqual(expected.slice(offset + 5, offset + 10));
      } else expect(offset + 5).toBeGreaterThanOrEqual(pagingCount);
    }
    // Past the end: no rows (the browser then goes to the last page).
    expect((await list(`${base}&offset=100`)).items).toEqual([]);
  });

  it('refuses an offset that is negative or past the bound', async () => {
    for (const offset of ['-1', '10001', 'x']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/devices?offset=${offset}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error)).toEqual(['offset']);
    }
  });

  it('refuses a cursor it did not make', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/devices?cursor=bm90LWEtY3Vyc29y',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ cursor: 'Invalid cursor' });
  });

  it('refuses an unknown sort, order or filter value naming the parameter', async () => {
    for (const [query, field] of [
      ['sort=colour', 'sort'],
      ['order=up', 'order'],
      ['status=active,borrowed', 'status.1'],
      ['limit=500', 'limit'],
      ['owner=bob', 'owner'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/devices?${query}`, headers: bearer(token) });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error), query).toEqual([field]);
    }
  });
});

describe('filters and quick search', () => {
  /** Devices with values no other test uses, so each filter's answer is known exactly. */
  const filterSeries = 3;
  const made = new Map<string, Device>();
  beforeAll(async () => {
    const specs = [
      { key: 'a', status: 'active', kind: 'router', network: '4G', state: 'RJ', manufacturer: 'Filtro' },
      { key: 'b', status: 'lost', kind: 'router', network: '5G', state: 'MG', manufacturer: 'Filtro' },
      { key: 'c', status: 'stolen', kind: 'tablet', network: 'NB-IoT', state: 'RJ', manufacturer: 'Filtro' },
      { key: 'd', status: 'lost', kind: 'iot-module', network: 'LTE-M', state: null, manufacturer: 'Outro 100%' },
    ] as const;
    const rows = specs.map(({ key, ...values }, n) =>
      testRow(
        n,
        { ...values, model: `Filter ${key}-model`, ownerId: key === 'a' ? ownerId : null, ownerName: null },
        filterSeries,
      ),
    );
    const owner = await accountByEmail(t.db, 'user@conecta.example');
    (rows[0] as { ownerName: string | null }).ownerName = owner.displayName;
    await insertTestRows(t.db, rows);
    const all = await list('manufacturer=Filtro,Outro 100%25&sort=imei&order=asc&limit=100');
    specs.forEach((spec, n) => {
      const device = all.items.find((item) => item.imei === rows[n]?.imei);
      if (device) made.set(spec.key, device);
    });
    expect(made.size).toBe(4);
  });

  /** The keys of the filter devices a query finds. */
  async function found(query: string): Promise<string> {
    const page = await list(`${query}&sort=imei&order=asc&limit=100`);
    const keys = page.items
      .map((item) => [...made.entries()].find(([, device]) => device.id === item.id)?.[0])
      .filter(Boolean)
      .join('');
    return keys;
  }

  it.each([
    ['status=lost', 'bd'],
    ['status=lost,stolen', 'bcd'],
    ['kind=router', 'ab'],
    ['network=NB-IoT,LTE-M', 'cd'],
    ['state=RJ', 'ac'],
    ['manufacturer=Filtro', 'abc'],
    ['status=lost&manufacturer=Outro 100%25', 'd'],
    ['kind=router&state=RJ&network=4G', 'a'],
  ])('%s finds exactly the matching devices', async (query, keys) => {
    const scoped = query.includes('manufacturer=') ? query : `manufacturer=Filtro,Outro 100%25&${query}`;
    expect(await found(scoped)).toBe(keys);
  });

  it('filters by owner, or by having none', async () => {
    expect(await found(`manufacturer=Filtro,Outro 100%25&owner=${ownerId}`)).toBe('a');
    expect(await found('manufacturer=Filtro,Outro 100%25&owner=none')).toBe('bcd');
  });

  it('counts what the filter matches', async () => {
    const page = await list('manufacturer=Filtro&status=lost,stolen&limit=1');
    expect(page).toMatchObject({ total: 2, totalIsEstimate: false });
    expect(page.items).toHaveLength(1);
    expect(page.nextCursor).not.toBeNull();
  });

  it('finds a device by IMEI, ICCID or line prefix', async () => {
    const b = made.get('b') as Device;
    expect(await found(`q=${b.imei.slice(0, 14)}`)).toBe('b');
    expect(await found(`q=${(b.iccid as string).slice(0, 18)}`)).toBe('b');
    // A line as people type it: with or without the country code, with spaces and dashes.
    const line = b.msisdn as string; // +55AA9NNNNNNNN
    expect(await found(`q=${encodeURIComponent(line)}`)).toBe('b');
    expect(await found(`q=${encodeURIComponent(`${line.slice(3, 5)} ${line.slice(5, 10)}-${line.slice(10)}`)}`)).toBe(
      'b',
    );
    // A prefix ending in 9 still bounds its range correctly.
    expect(digitPrefixEnd('35129')).toBe('3513');
    expect(digitPrefixEnd('+5519')).toBe('+552');
    expect(digitPrefixEnd('999')).toBeNull();
  });

  it('finds devices by part of the model, the maker or the owner name, ignoring case', async () => {
    const owner = await accountByEmail(t.db, 'user@conecta.example');
    expect(await found('q=filter c-MOD')).toBe('c');
    expect(await found('q=filt')).toBe('abcd');
    expect(await found('q=FILTRO')).toBe('abc');
    expect(await found('q=outro')).toBe('d');
    expect(await found(`q=${encodeURIComponent(owner.displayName.toUpperCase())}`)).toBe('a');
  });

  it('takes % and _ in the search literally', async () => {
    expect(await found('q=100%25')).toBe('d');
    expect(await found('q=Filter _-model')).toBe('');
  });

  it('lists the manufacturers for the filter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/devices/manufacturers', headers: bearer(token) });
    const { items } = response.json();
    expect(items).toEqual(expect.arrayContaining(['Filtro', 'Outro 100%', pagingMaker]));
    expect(items).toEqual([...new Set(items)]);
    expect([...items].sort()).toEqual(items);
  });
});
