import { deviceCsvColumns } from '@conecta/contracts/devices';
import { describe, expect, it } from 'vitest';
import { checkDevicesCsv } from './importCsv';

const csv = (...lines: string[]) => new File([lines.join('\r\n')], 'fleet.csv', { type: 'text/csv' });

describe('CSV check in the browser', () => {
  it('reads an exported file (BOM, CRLF, any header case, columns it ignores) and finds it valid', async () => {
    const progress: number[] = [];
    const result = await checkDevicesCsv(
      csv(
        `\uFEFF${deviceCsvColumns.join(',').replace('serialNumber', 'SERIALNUMBER')}`,
        'x,356938035643809,SN-1,handset,Samsung,A54,Android,14,+55 11 91234-5678,,,,5G,,ana@conecta.example,Ana,São Paulo,sp,,,2025-01-01,2025-01-01',
        '',
      ),
      (fraction) => progress.push(fraction),
    );
    expect(result).toEqual({ rows: 1, problems: [], problemCount: 0 });
    expect(progress.at(-1)).toBe(1);
  });

  it('reads a semicolon- or tab-separated file by its header, quoted separators staying in their cell', async () => {
    const columns = ['imei', 'serialNumber', 'kind', 'manufacturer', 'model', 'network', 'notes'];
    const semicolons = await checkDevicesCsv(
      csv(`\uFEFF${columns.join(';')}`, '356938035643809;SN-1;handset;Samsung;A54;5G;"Rua A, 10; sala B"', ''),
      () => undefined,
    );
    expect(semicolons).toEqual({ rows: 1, problems: [], problemCount: 0 });
    const tabs = await checkDevicesCsv(
      csv(columns.join('\t'), '356938035643809\tSN-1\thandset\tSamsung\tA54, 5G edition\t5G\t'),
      () => undefined,
    );
    expect(tabs).toEqual({ rows: 1, problems: [], problemCount: 0 });
  });

  it('stops at a header that lacks required columns', async () => {
    const result = await checkDevicesCsv(csv('imei,model', '356938035643809,A54'), () => undefined);
    expect(result.problems).toEqual([
      expect.objectContaining({
        row: 0,
        key: 'importMissingColumns',
        values: { columns: 'serialNumber, kind, manufacturer, network' },
      }),
    ]);
  });

  it('names rows whose cells do not match the header, and an empty file', async () => {
    const short = await checkDevicesCsv(
      csv('imei,serialNumber,kind,manufacturer,model,network', '356938035643809,SN-1,handset'),
      () => undefined,
    );
    expect(short.problems).toEqual([
      expect.objectContaining({ row: 2, field: 'row', key: 'importCellCount', values: { cells: 3, columns: 6 } }),
    ]);
    const empty = await checkDevicesCsv(csv('imei,serialNumber,kind,manufacturer,model,network'), () => undefined);
    expect(empty.problems).toEqual([expect.objectContaining({ row: 0, key: 'importEmpty' })]);
  });
});
