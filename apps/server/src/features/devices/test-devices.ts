import { type DeviceInput, luhnCheckDigit } from '@conecta/contracts';
import { eq } from 'drizzle-orm';
import { accounts } from '../../accounts';
import type { Database } from '../../db/client';
import { insertDevices } from './seed';
import { devices, type NewDeviceRow } from './table';

/** Identifiers of test device `n` (0 ≤ n < 10⁸), valid and distinct per n; `series` keeps test files apart. */
export function testIdentifiers(n: number, series = 0) {
  const body = (prefix: string, width: number) => prefix + String(series * 1e8 + n).padStart(width, '0');
  const imeiBody = body('35', 12);
  const iccidBody = body('8955', 14);
  return {
    imei: imeiBody + luhnCheckDigit(imeiBody),
    iccid: iccidBody + luhnCheckDigit(iccidBody),
    msisdn: `+55${String(11_900_000_000 + series * 1e8 + n)}`,
    imsi: body('724', 12),
  };
}

/** What a person would enter for test device `n`. */
export function testDeviceInput(n: number, overrides: Partial<DeviceInput> = {}, series = 0): DeviceInput {
  return {
    ...testIdentifiers(n, series),
    serialNumber: `SN-${series}-${n}`,
    kind: 'handset',
    manufacturer: 'Testmaker',
    model: `Model ${n % 5}`,
    os: 'Android',
    osVersion: '14',
    plan: 'Corporate 20 GB',
    network: '5G',
    status: 'active',
    city: 'São Paulo',
    state: 'SP',
    notes: '',
    ...overrides,
  };
}

/** Stored rows straight into the table (no history), for tests that need many devices with known values. */
export async function insertTestRows(db: Database, rows: NewDeviceRow[]): Promise<NewDeviceRow[]> {
  await insertDevices(db, rows);
  return rows;
}

export function testRow(n: number, overrides: Partial<NewDeviceRow> = {}, series = 0): NewDeviceRow {
  const { lastSeenAt, ownerId, ...input } = testDeviceInput(n, {}, series);
  return {
    ...(input as Omit<NewDeviceRow, 'lastSeenAt' | 'ownerId'>),
    lastSeenAt: lastSeenAt ? new Date(lastSeenAt) : null,
    ownerId: ownerId ?? null,
    ...overrides,
  };
}

export async function accountByEmail(db: Database, email: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
  if (!account) throw new Error(`no account ${email}`);
  return account;
}

export async function storedDevice(db: Database, imei: string) {
  const [row] = await db.select().from(devices).where(eq(devices.imei, imei));
  return row;
}
