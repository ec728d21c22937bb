import {
  type DeviceInput,
  deviceCsvColumns,
  deviceMessages,
  type ImportRejected,
  messageText,
} from '@conecta/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOutsideAccount } from '../../accounts';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit';
import { exportDevicesCsv } from './csv-export';
import { rowsOf } from './queries';
import { devices } from './table';
import {
  accountByEmail,
  insertTestRows,
  storedDevice,
  testDeviceInput,
  testIdentifiers,
  testRow,
} from './test-devices';

const series = 5;
let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, user] = await Promise.all([
    signIn(t.app, 'admin@conecta.example', 'admin'),
    signIn(t.app, 'user@conecta.example', 'user'),
  ]);
});
afterAll(() => t.close());

const importColumns = [
  'imei', 'serialNumber', 'kind', 'manufacturer', 'model', 'os', 'osVersion', 'msisdn', 'iccid', 'imsi',
  'plan', 'network', 'status', 'ownerEmail', 'city', 'state', 'lastSeenAt', 'notes',
] as const; // biome-ignore format: a table of names

type CsvDevice = DeviceInput & { ownerEmail?: string };

function csvOf(items: CsvDevice[], columns: readonly string[] = importColumns, delimiter = ','): string {
  return stringify(
    [[...columns], ...items.map((item) => columns.map((column) => (item as Record<string, unknown>)[column] ?? ''))],
    { delimiter },
  );
}

/** A file as a pt-BR spreadsheet saves it: a byte-order mark, `;` between cells and `\r\n` line ends. */
const ptBrSpreadsheetCsv = (items: CsvDevice[]) =>
  `\uFEFF${stringify(
    [[...importColumns], ...items.map((item) => importColumns.map((c) => (item as Record<string, unknown>)[c] ?? ''))],
    { delimiter: ';', record_delimiter: 'windows' },
  )}`;

const importCsv = (body: string, token = admin, contentType = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: '/api/devices/import',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });

const imeisStored = async (items: { imei: string }[]) =>
  (
    await t.db
      .select({ imei: devices.imei })
      .from(devices)
      .where(
        inArray(
          devices.imei,
          items.map((item) => item.imei),
        ),
      )
  ).length;

describe('POST /api/devices/import', () => {
  it('imports every row in one go, resolving owners by email, with an import entry each', async () => {
    const owner = await accountByEmail(t.db, 'staff@conecta.example');
    const items: CsvDevice[] = [
      testDeviceInput(1, { ownerEmail: 'STAFF@conecta.example', msisdn: '+55 21 99876-0001' } as CsvDevice, series),
      testDeviceInput(2, { status: undefined, lastSeenAt: '2025-03-01T12:00:00.000Z', state: 'rj' }, series),
      testDeviceInput(3, { msisdn: null, iccid: null, imsi: null, os: '', city: '' }, series),
    ];
    const response = await importCsv(csvOf(items));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 3 });

    const first = await storedDevice(t.db, items[0]?.imei as string);
    expect(first).toMatchObject({ ownerId: owner.id, ownerName: owner.displayName, msisdn: '+5521998760001' });
    const second = await storedDevice(t.db, items[1]?.imei as string);
    expect(second).toMatchObject({ status: 'in-stock', state: 'RJ', ownerId: null });
    expect(second?.lastSeenAt?.toISOString()).toBe('2025-03-01T12:00:00.000Z');
    expect(await storedDevice(t.db, items[2]?.imei as string)).toMatchObject({ msisdn: null, iccid: null });

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'import'),
          inArray(
            auditLog.entityLabel,
            items.map((item) => item.imei),
          ),
        ),
      );
    expect(entries).toHaveLength(3);
    expect(entries[0]?.actorEmail).toBe('admin@conecta.example');
  });

  it("gives the device to our own account when an outside provider's account has the same email", async () => {
    const own = await accountByEmail(t.db, 'user@conecta.example');
    const namesake = await insertOutsideAccount(t.db, {
      provider: 'firebase',
      subject: 'csv-namesake-uid',
      email: 'user@conecta.example',
      displayName: 'Someone Else',
      photoUrl: '',
      roles: ['user'],
    });
    expect(namesake.id).not.toBe(own.id);
    const item = testDeviceInput(90, { ownerEmail: 'user@conecta.example' } as CsvDevice, series);
    expect((await importCsv(csvOf([item]))).json()).toEqual({ imported: 1 });
    expect(await storedDevice(t.db, item.imei)).toMatchObject({ ownerId: own.id, ownerName: own.displayName });
  });

  it('imports nothing when one row is wrong, and lists each bad row and field', async () => {
    const items: CsvDevice[] = [10, 11, 12, 13, 14].map((n) => testDeviceInput(n, {}, series));
    Object.assign(items[1] as CsvDevice, { imei: '490154203237519', status: 'borrowed' });
    Object.assign(items[3] as CsvDevice, { ownerEmail: 'nobody@conecta.example' });
    const response = await importCsv(csvOf(items));
    expect(response.statusCode).toBe(400);
    const body = response.json() as ImportRejected;
    expect(body.problems).toEqual([
      // The header is row 1, as a spreadsheet shows it: the second device is row 3.
      { row: 3, field: 'imei', message: messageText(deviceMessages.imei), code: 'device.imei' },
      { row: 3, field: 'status', message: messageText(deviceMessages.status), code: 'device.status' },
      { row: 5, field: 'ownerEmail', message: messageText(deviceMessages.ownerEmail), code: 'device.ownerEmail' },
    ]);
    expect(body.message).toMatch(/Nothing was imported: 2 rows/);
    expect(await imeisStored(items)).toBe(0);
  });

  it('refuses IMEIs, lines and SIMs repeated in the file or already stored', async () => {
    const [stored] = await insertTestRows(t.db, [testRow(20, {}, series)]);
    const items: CsvDevice[] = [21, 22, 23, 24].map((n) => testDeviceInput(n, {}, series));
    Object.assign(items[1] as CsvDevice, { imei: items[0]?.imei });
    Object.assign(items[2] as CsvDevice, { msisdn: stored?.msisdn, iccid: stored?.iccid });
    Object.assign(items[3] as CsvDevice, { iccid: items[0]?.iccid });
    const response = await importCsv(csvOf(items));
    expect(response.statusCode).toBe(400);
    const sameAsRow2 = { code: 'import.duplicateInFile', params: { firstRow: 2 } };
    expect((response.json() as ImportRejected).problems).toEqual([
      { row: 3, field: 'imei', message: 'Row 2 of this file has the same value', ...sameAsRow2 },
      { row: 4, field: 'msisdn', message: messageText(deviceMessages.msisdnTaken), code: 'device.msisdnTaken' },
      { row: 4, field: 'iccid', message: messageText(deviceMessages.iccidTaken), code: 'device.iccidTaken' },
      { row: 5, field: 'iccid', message: 'Row 2 of this file has the same value', ...sameAsRow2 },
    ]);
    expect(await imeisStored([items[0] as CsvDevice, items[2] as CsvDevice])).toBe(0);
  });

  it('names the file when it is empty, has no usable header, no rows or is not CSV', async () => {
    const cases = [
      '',
      '\n\n',
      'IMEI;Serial;Kind\n1;2;3\n',
      `${importColumns.join(',')}\n`,
      `imei,serialNumber,kind,manufacturer,model,network\n"unclosed,1,2,3,4,5\n`,
    ];
    for (const body of cases) {
      const response = await importCsv(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error)).toEqual(['file']);
    }
    const json = await importCsv(JSON.stringify({ imei: '1' }), admin, 'application/json');
    expect(json.statusCode).toBe(400);
    expect(Object.keys(json.json().error)).toEqual(['file']);
  });

  it('reports a row with the wrong number of cells', async () => {
    const good = testDeviceInput(30, {}, series);
    const text = `${csvOf([good])}1,2,3\n`;
    const response = await importCsv(text);
    expect(response.statusCode).toBe(400);
    expect((response.json() as ImportRejected).problems).toEqual([
      {
        row: 3,
        field: 'row',
        message: expect.stringContaining('3 cells'),
        code: 'import.cellCount',
        params: expect.anything(),
      },
    ]);
    expect(await imeisStored([good])).toBe(0);
  });

  it('imports a `;`-separated file as a pt-BR spreadsheet saves it (BOM, CRLF)', async () => {
    const items: CsvDevice[] = [50, 51].map((n) => testDeviceInput(n, {}, series));
    Object.assign(items[0] as CsvDevice, { notes: 'Rua Augusta, 10; sala "B"', city: 'São Paulo' });
    const response = await importCsv(ptBrSpreadsheetCsv(items));
    expect(response.json()).toEqual({ imported: 2 });
    expect(await storedDevice(t.db, items[0]?.imei as string)).toMatchObject({
      notes: 'Rua Augusta, 10; sala "B"',
      city: 'São Paulo',
    });
  });

  it('refuses a bad `;` file with its rows counted from the header as 1, storing nothing', async () => {
    const items: CsvDevice[] = [52, 53, 54].map((n) => testDeviceInput(n, {}, series));
    Object.assign(items[2] as CsvDevice, { status: 'borrowed' });
    const response = await importCsv(`${ptBrSpreadsheetCsv(items)}1;2;3\r\n`);
    expect(response.statusCode).toBe(400);
    const body = response.json() as ImportRejected;
    expect(body.problems).toEqual([
      { row: 4, field: 'status', message: messageText(deviceMessages.status), code: 'device.status' },
      {
        row: 5,
        field: 'row',
        message: `The row has 3 cells; the header has ${importColumns.length}.`,
        code: 'import.cellCount',
        params: { cells: 3, columns: importColumns.length },
      },
    ]);
    expect(body).toMatchObject({ code: 'import.rejected', params: { rows: 2 } });
    expect(await imeisStored(items)).toBe(0);
  });

  it('accepts a file with only the required columns, in any order and case', async () => {
    const item = testDeviceInput(31, {}, series);
    const text = `Network,MODEL,manufacturer,kind,serialnumber,imei\n5G,Moto G84,Motorola,handset,SN-31,${item.imei}\n`;
    const response = await importCsv(text);
    expect(response.json()).toEqual({ imported: 1 });
    expect(await storedDevice(t.db, item.imei)).toMatchObject({ model: 'Moto G84', status: 'in-stock', os: '' });
  });

  it('stores nothing, in any batch, when the last history entry cannot be written', async () => {
    const items = Array.from({ length: 1500 }, (_, n) => testDeviceInput(1000 + n, {}, series));
    const last = items.at(-1)?.imei as string;
    await t.db.execute(sql.raw(`alter table audit_log add constraint refuse_test check (entity_label <> '${last}')`));
    try {
      const response = await importCsv(csvOf(items));
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table audit_log drop constraint refuse_test`);
    }
    expect(await imeisStored(items)).toBe(0);
    const entries = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(inArray(auditLog.entityLabel, items.map((item) => item.imei).slice(0, 5)));
    expect(entries).toHaveLength(0);
  });

  it('is for admins only', async () => {
    const response = await importCsv(csvOf([testDeviceInput(40, {}, series)]), user);
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/devices/export.csv', () => {
  const exportSeries = 6;
  beforeAll(async () => {
    const owner = await accountByEmail(t.db, 'user@conecta.example');
    await insertTestRows(
      t.db,
      Array.from({ length: 12 }, (_, n) =>
        testRow(
          n,
          {
            manufacturer: 'Exportmaker',
            status: n % 2 === 0 ? 'active' : 'lost',
            msisdn: n % 3 === 0 ? null : testIdentifiers(n, exportSeries).msisdn,
            ownerId: n < 4 ? owner.id : null,
            ownerName: n < 4 ? owner.displayName : null,
            notes: n === 1 ? 'Screen cracked, "urgent"\nsecond line' : n === 2 ? 'Key at desk; ask Ana' : '',
          },
          exportSeries,
        ),
      ),
    );
  });

  it('streams the filtered, sorted view as CSV a spreadsheet opens', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/devices/export.csv?manufacturer=Exportmaker&status=lost&sort=imei&order=desc',
      headers: bearer(user),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="devices-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...records] = parse(response.body, { bom: true }) as string[][];
    expect(header).toEqual([...deviceCsvColumns]);
    const expected = rowsOf<{ imei: string }>(
      await t.db.execute(
        sql`select imei from devices where manufacturer = 'Exportmaker' and status = 'lost' order by imei desc`,
      ),
    ).map((row) => row.imei);
    expect(records.map((record) => record[1])).toEqual(expected);
    expect(records).toHaveLength(6);

    const byColumn = (record: string[]) => Object.fromEntries(deviceCsvColumns.map((name, i) => [name, record[i]]));
    const owned = records.map(byColumn).find((record) => record.ownerEmail);
    expect(owned).toMatchObject({ ownerEmail: 'user@conecta.example', status: 'lost' });
    const cracked = records.map(byColumn).find((record) => record.notes?.startsWith('Screen'));
    expect(cracked?.notes).toBe('Screen cracked, "urgent"\nsecond line');
    expect(cracked?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('reads in batches that add up to the whole view, nulls included', async () => {
    const query = { manufacturer: ['Exportmaker'], sort: 'msisdn' as const, order: 'asc' as const };
    let text = '';
    for await (const chunk of await exportDevicesCsv(t.db, query, 5)) text += chunk;
    const [, ...records] = parse(text, { bom: true }) as string[][];
    const expected = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id from devices where manufacturer = 'Exportmaker' order by msisdn asc, id asc`),
    ).map((row) => row.id);
    expect(records.map((record) => record[0])).toEqual(expected);
  });

  it('treats quotes and backslashes in the search as text to find, never as SQL', async () => {
    const exportOf = async (q: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/devices/export.csv?manufacturer=Exportmaker&q=${encodeURIComponent(q)}`,
        headers: bearer(user),
      });
      expect(response.statusCode).toBe(200);
      return (parse(response.body, { bom: true }) as string[][]).slice(1);
    };
    expect(await exportOf("x' or '1'='1")).toEqual([]);
    expect(await exportOf("\\'); drop table devices; --")).toEqual([]);
    expect((await exportOf('Export')).length).toBeGreaterThan(0);
    expect(rowsOf(await t.db.execute(sql`select count(*) from devices`))).toHaveLength(1);
  });

  it.each([
    [',', '%2C'],
    [';', '%3B'],
    ['\t', '%09'],
  ])('exports what it imports, separated by "%s"', async (delimiter, encoded) => {
    const exportView = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/devices/export.csv?manufacturer=Exportmaker&sort=imei&order=asc&delimiter=${encoded}`,
        headers: bearer(admin),
      });
    const response = await exportView();
    expect(response.statusCode).toBe(200);
    expect(response.body.split(/\r?\n/)[0]).toBe(`\uFEFF${deviceCsvColumns.join(delimiter)}`);
    const records = parse(response.body, { bom: true, delimiter }) as string[][];
    // Every record has every column: a cell holding the separator was quoted.
    expect(records.every((record) => record.length === deviceCsvColumns.length)).toBe(true);
    expect(records.map((record) => record[deviceCsvColumns.indexOf('notes')])).toContain('Key at desk; ask Ana');

    await t.db.delete(devices).where(eq(devices.manufacturer, 'Exportmaker'));
    const imported = await importCsv(response.body);
    expect(imported.json()).toEqual({ imported: 12 });
    const again = await exportView();
    // Everything but the new ids and timestamps comes back the same.
    const comparable = (text: string) =>
      (parse(text, { bom: true, delimiter }) as string[][]).map((record) =>
        record.filter((_, index) => !['id', 'createdAt', 'updatedAt'].includes(deviceCsvColumns[index] as string)),
      );
    expect(comparable(again.body)).toEqual(comparable(response.body));
  });

  it('documents the delimiter in OpenAPI: comma by default, semicolon or tab on request', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const parameters = document.paths['/api/devices/export.csv'].get.parameters as {
      name: string;
      in: string;
      description?: string;
      schema: { enum?: string[]; default?: string };
    }[];
    const delimiter = parameters.find((parameter) => parameter.name === 'delimiter');
    expect(delimiter).toMatchObject({ in: 'query', schema: { enum: [',', ';', '\t'], default: ',' } });
    expect(delimiter?.description).toMatch(/separator/);
  });

  it('refuses a delimiter other than comma, semicolon or tab with 400 naming it', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/devices/export.csv?delimiter=%7C',
      headers: bearer(user),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { delimiter: 'The delimiter must be a comma (,), a semicolon (;) or a tab.' },
      codes: { delimiter: 'import.exportDelimiter' },
    });
  });

  it('refuses a bad filter with 400 and needs a token', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/devices/export.csv?kind=toaster',
      headers: bearer(user),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({ 'kind.0': messageText(deviceMessages.kind) });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/devices/export.csv' });
    expect(anonymous.statusCode).toBe(401);
  });
});
