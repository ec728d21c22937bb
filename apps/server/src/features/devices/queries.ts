import type {
  Device,
  DeviceFilter,
  DeviceList,
  DeviceListQuery,
  DeviceOwner,
  DeviceSortField,
} from '@conecta/contracts';
import { and, eq, getTableColumns, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';
import type { Database } from '../../db/client';
import { CountCache } from '../../db/counting';
import { cursorValueOf, readKeysetPage, type SortKey } from '../../db/keyset';
import { textContains } from '../../db/search';
import { type DeviceRow, devices } from './table';

/** The device column each sort field reads, and how keyset pagination treats it. */
export const deviceSortKeys: Record<DeviceSortField, SortKey & { column: AnyPgColumn }> = {
  imei: { column: devices.imei, nullable: false, type: 'text' },
  serialNumber: { column: devices.serialNumber, nullable: false, type: 'text' },
  kind: { column: devices.kind, nullable: false, type: 'text' },
  manufacturer: { column: devices.manufacturer, nullable: false, type: 'text' },
  model: { column: devices.model, nullable: false, type: 'text' },
  os: { column: devices.os, nullable: false, type: 'text' },
  osVersion: { column: devices.osVersion, nullable: false, type: 'text' },
  msisdn: { column: devices.msisdn, nullable: true, type: 'text' },
  iccid: { column: devices.iccid, nullable: true, type: 'text' },
  imsi: { column: devices.imsi, nullable: true, type: 'text' },
  plan: { column: devices.plan, nullable: false, type: 'text' },
  network: { column: devices.network, nullable: false, type: 'text' },
  status: { column: devices.status, nullable: false, type: 'text' },
  // Sorting by owner reads the copied display name, so no join is needed to walk the index.
  owner: { column: devices.ownerName, nullable: true, type: 'text' },
  city: { column: devices.city, nullable: false, type: 'text' },
  state: { column: devices.state, nullable: true, type: 'text' },
  lastSeenAt: { column: devices.lastSeenAt, nullable: true, type: 'timestamptz' },
  createdAt: { column: devices.createdAt, nullable: false, type: 'timestamptz' },
  updatedAt: { column: devices.updatedAt, nullable: false, type: 'timestamptz' },
};

/**
 * The sort key of a filter that matches few rows (its exact count is known). Ordering by an expression
 * rather than the bare column stops the planner from walking the sort index and testing every row
 * against the filter, its usual bet with a LIMIT: when the matching rows sit far along that index (an
 * owner's devices, all changed long ago) the walk crosses most of the table. Reading the few matches
 * through the filter's own indexes and sorting them costs the same wherever they are.
 */
function unindexedKey(key: SortKey & { column: AnyPgColumn }): SortKey {
  const column = key.type === 'timestamptz' ? sql`(${key.column} + interval '0 seconds')` : sql`(${key.column} || '')`;
  return { ...key, column };
}

/**
 * Up to this many matches a filter's rows are read through its indexes and sorted (a few milliseconds);
 * beyond it, walking the sort index meets a page of matches soon enough, and sorting them all would
 * cost more than the walk (10,000 scattered rows take some 50 ms to fetch and sort).
 */
const fewMatches = 3000;

/** The sort key to page with: the index order, or for a filter known to match few rows, its expression. */
export async function pagingKey(
  db: Database,
  filter: DeviceFilter & { sort: DeviceSortField },
  where: SQL | undefined,
) {
  const key = deviceSortKeys[filter.sort];
  if (where === undefined) return { key, total: undefined };
  const total = await deviceCounts(db).count(db, devices, 'devices', filterKey(filter), where);
  return { key: !total.totalIsEstimate && total.total <= fewMatches ? unindexedKey(key) : key, total };
}

/** Totals per filter, per database (tests open several), forgotten on every write to devices. */
const countCaches = new WeakMap<Database, CountCache>();
export function deviceCounts(db: Database): CountCache {
  let cache = countCaches.get(db);
  if (!cache) {
    cache = new CountCache();
    countCaches.set(db, cache);
  }
  return cache;
}
/** Call after any write to devices (seeding scripts included) so the next list counts afresh. */
export function forgetDeviceCounts(db: Database): void {
  deviceCounts(db).invalidate('devices');
  knownManufacturers.delete(db);
}

/** The manufacturers, remembered like the totals: the quick search consults them on every request. */
const knownManufacturers = new WeakMap<Database, { at: number; names: Promise<string[]> }>();
const manufacturersTtlMs = 15_000;
export function manufacturerNames(db: Database): Promise<string[]> {
  const known = knownManufacturers.get(db);
  if (known && Date.now() - known.at < manufacturersTtlMs) return known.names;
  const names = listManufacturers(db);
  knownManufacturers.set(db, { at: Date.now(), names });
  names.catch(() => knownManufacturers.delete(db));
  return names;
}

/** `%`, `_` and `\` in what a person typed are matched literally by LIKE. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * The smallest string greater than every string that starts with `prefix` (digits and '+' only), or
 * null when there is none ('999'). Carrying ('1239' → '124') instead of bumping the last character to
 * ':' keeps the bound a digit string, which sorts the same way under every collation.
 */
export function digitPrefixEnd(prefix: string): string | null {
  const digits = prefix.split('');
  for (let index = digits.length - 1; index >= 0; index--) {
    const character = digits[index] as string;
    if (character >= '0' && character < '9') {
      return digits.slice(0, index).join('') + String.fromCharCode(character.charCodeAt(0) + 1);
    }
    if (character !== '9') return null;
  }
  return null;
}

/** `column` starts with `prefix`, as a btree range (LIKE 'p%' uses an index only under the C collation). */
function startsWith(column: AnyPgColumn, prefix: string): SQL {
  const end = digitPrefixEnd(prefix);
  return (end === null ? gte(column, prefix) : and(gte(column, prefix), lt(column, end))) as SQL;
}

/** The distinct manufacturers, by a loose index scan: one index probe per manufacturer, not a pass over every row. */
export async function listManufacturers(db: Database): Promise<string[]> {
  const result = await db.execute<{ manufacturer: string }>(sql`
    with recursive found(manufacturer) as (
      (select manufacturer from ${devices} order by manufacturer limit 1)
      union all
      select (select d.manufacturer from ${devices} d where d.manufacturer > found.manufacturer
              order by d.manufacturer limit 1)
      from found where found.manufacturer is not null
    )
    select manufacturer from found where manufacturer is not null`);
  return rowsOf<{ manufacturer: string }>(result).map((row) => row.manufacturer);
}

/** Most accounts whose name matches a search that are looked up by owner id; beyond it the name column is scanned. */
const ownerMatchLimit = 500;

/** Quick search: a digit string is an IMEI, ICCID or line prefix; any other text part of the model, owner or maker. */
async function quickSearch(db: Database, text: string): Promise<SQL | undefined> {
  const digits = text.replace(/[\s\-+.()]/g, '');
  if (/^\d+$/.test(digits)) {
    const lines = [`+${digits}`];
    if (!digits.startsWith('55')) lines.push(`+55${digits}`);
    return or(
      startsWith(devices.imei, digits),
      startsWith(devices.iccid, digits),
      ...lines.map((line) => startsWith(devices.msisdn, line)),
    );
  }
  const pattern = `%${escapeLike(text)}%`;
  const needle = text.toLowerCase();
  // Accounts and manufacturers are few: matching them first turns the search into index lookups on
  // devices (owner id, manufacturer) that the planner can OR with the model's trigram index. Owners are
  // matched ignoring accents ("joao" finds João's devices). The model stays plain ILIKE, which its trigram
  // index serves, and so does the fallback when too many owners match (ILIKE on the devices' owner name):
  // folding accents there would mean `unaccent` on every device of a million-row fleet.
  const [owners, manufacturers] = await Promise.all([
    db
      .select({ id: accounts.id })
      .from(accounts)
      .where(textContains(text, accounts.displayName))
      .limit(ownerMatchLimit + 1),
    manufacturerNames(db),
  ]);
  const byOwner =
    owners.length > ownerMatchLimit
      ? ilike(devices.ownerName, pattern)
      : owners.length > 0
        ? inArray(
            devices.ownerId,
            owners.map((owner) => owner.id),
          )
        : undefined;
  const makers = manufacturers.filter((name) => name.toLowerCase().includes(needle));
  return or(
    ilike(devices.model, pattern),
    byOwner,
    makers.length > 0 ? inArray(devices.manufacturer, makers) : undefined,
  );
}

/** The SQL condition of a device filter (the list, the export and the count share it). */
export async function deviceWhere(db: Database, filter: DeviceFilter): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status?.length) conditions.push(inArray(devices.status, filter.status));
  if (filter.kind?.length) conditions.push(inArray(devices.kind, filter.kind));
  if (filter.network?.length) conditions.push(inArray(devices.network, filter.network));
  if (filter.state?.length) conditions.push(inArray(devices.state, filter.state));
  if (filter.manufacturer?.length) conditions.push(inArray(devices.manufacturer, filter.manufacturer));
  if (filter.city?.length) conditions.push(inArray(devices.city, filter.city));
  if (filter.owner === 'none') conditions.push(isNull(devices.ownerId));
  else if (filter.owner) conditions.push(eq(devices.ownerId, filter.owner));
  if (filter.q) conditions.push(await quickSearch(db, filter.q));
  return and(...conditions);
}

/** A stable text naming a filter, the key of its cached total. */
function filterKey(filter: DeviceFilter): string {
  const sorted = (values: readonly string[] | undefined) => [...(values ?? [])].sort();
  return JSON.stringify([
    sorted(filter.status),
    sorted(filter.kind),
    sorted(filter.network),
    sorted(filter.state),
    sorted(filter.manufacturer),
    sorted(filter.city),
    filter.owner ?? null,
    filter.q ?? '',
  ]);
}

const ownerColumns = {
  id: accounts.id,
  displayName: accounts.displayName,
  email: accounts.email,
  photoURL: accounts.photoUrl,
};

/** The owners of some devices, by id, in one query. */
export async function ownersById(db: Database, ids: readonly (string | null)[]): Promise<Map<string, DeviceOwner>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(ownerColumns).from(accounts).where(inArray(accounts.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

export function toDevice(row: DeviceRow, owner: DeviceOwner | null): Device {
  return {
    id: row.id,
    imei: row.imei,
    serialNumber: row.serialNumber,
    kind: row.kind,
    manufacturer: row.manufacturer,
    model: row.model,
    os: row.os,
    osVersion: row.osVersion,
    msisdn: row.msisdn,
    iccid: row.iccid,
    imsi: row.imsi,
    plan: row.plan,
    network: row.network,
    status: row.status,
    ownerId: row.ownerId,
    owner: row.ownerId ? owner : null,
    city: row.city,
    state: row.state,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Devices as the API shows them, with their owners. */
export async function presentDevices(db: Database, rows: readonly DeviceRow[]): Promise<Device[]> {
  const owners = await ownersById(
    db,
    rows.map((row) => row.ownerId),
  );
  return rows.map((row) => toDevice(row, (row.ownerId && owners.get(row.ownerId)) || null));
}

export async function findDevice(db: Database, id: string): Promise<DeviceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(devices).where(eq(devices.id, id));
  return row;
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** One page of the device list: filtered, sorted and cut in the database, with a cached or estimated total. */
export async function listDevices(db: Database, query: DeviceListQuery): Promise<DeviceList> {
  const where = await deviceWhere(db, query);
  const { key, total: knownTotal } = await pagingKey(db, query, where);
  const cursorValue = cursorValueOf(key);
  const [page, total] = await Promise.all([
    readKeysetPage({
      request: query,
      key,
      id: devices.id,
      where,
      // The owners come with the page (one query, not two): embedded, every round trip counts.
      fetch: (condition, orderBy, limit, offset) =>
        db
          .select({ device: getTableColumns(devices), owner: ownerColumns, cursorValue })
          .from(devices)
          .leftJoin(accounts, eq(accounts.id, devices.ownerId))
          .where(condition)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      positionOf: (row) => ({ value: row.cursorValue, id: row.device.id }),
    }),
    knownTotal ?? deviceCounts(db).count(db, devices, 'devices', filterKey(query), where),
  ]);
  return {
    items: page.rows.map((row) => toDevice(row.device, row.owner)),
    total: total.total,
    totalIsEstimate: total.totalIsEstimate,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}

/** node-postgres and PGlite both answer `execute` with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
