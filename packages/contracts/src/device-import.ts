import { deviceCsvColumns, deviceInputSchema, type ImportProblem, type ValidDeviceInput } from './devices';
import { issuesToFieldErrors } from './errors';
import { importMessages, sayMessage } from './messages';

/**
 * The rules of a device CSV import, row by row, shared by the browser (which checks a file before
 * sending it) and the server (which checks it again before storing it), so both refuse the same rows.
 */
export const deviceImportRequiredColumns = [
  'imei',
  'serialNumber',
  'kind',
  'manufacturer',
  'model',
  'network',
] as const;

/** Columns read into the device; id, ownerName, createdAt and updatedAt are the export's, and ignored. */
const inputColumns = [
  'imei', 'serialNumber', 'kind', 'manufacturer', 'model', 'os', 'osVersion', 'msisdn', 'iccid', 'imsi',
  'plan', 'network', 'status', 'city', 'state', 'lastSeenAt', 'notes',
] as const; // biome-ignore format: a table of names

/** An empty cell in these columns means "the default" rather than an empty value. */
const emptyMeansDefault = new Set<string>(['status', 'lastSeenAt']);

// The separators live in their own module, so a page that only exports (the device list) loads them alone.
export { type CsvDelimiter, csvDelimiters, detectCsvDelimiter, spreadsheetDelimiter } from './csv-delimiter';

/**
 * The row a spreadsheet shows for the data row at `index` (0 for the first device): the header is row 1,
 * so the first device is row 2. Every problem of an import names its row this way, in the browser and on
 * the server.
 */
export function deviceCsvRowNumber(index: number): number {
  return index + 2;
}

export const deviceUniqueFields = ['imei', 'msisdn', 'iccid'] as const;
export type DeviceUniqueField = (typeof deviceUniqueFields)[number];

const canonicalColumns = new Map<string, string>(deviceCsvColumns.map((column) => [column.toLowerCase(), column]));

/** A problem of one row; `detail` lets a page phrase it in its own words. */
export interface DeviceCsvProblem extends ImportProblem {
  detail?: { kind: 'cellCount'; cells: number; columns: number } | { kind: 'duplicate'; firstRow: number };
}

export interface DeviceCsvRow {
  row: number;
  device: ValidDeviceInput;
  /** Lower-cased owner email ('' for none); the server resolves it to an account. */
  ownerEmail: string;
}

/** The header's column names in their canonical spelling (any case, byte-order mark removed), and the missing ones. */
export function readDeviceCsvHeader(cells: readonly string[]) {
  const columns = cells.map((name, index) => {
    const clean = (index === 0 ? name.replace(/^\uFEFF/, '') : name).trim();
    return canonicalColumns.get(clean.toLowerCase()) ?? clean;
  });
  const missing = deviceImportRequiredColumns.filter((column) => !columns.includes(column));
  return { columns, missing };
}

/**
 * Checks data rows one at a time against the contract, and IMEIs, lines and SIMs against the rows
 * before them; it remembers only those identifiers, so a large file is checked as it streams in.
 */
export function deviceCsvRowChecker(columns: readonly string[]) {
  const columnIndex = new Map(columns.map((name, index) => [name, index]));
  const emailIndex = columnIndex.get('ownerEmail');
  const firstRowWith: Record<DeviceUniqueField, Map<string, number>> = {
    imei: new Map(),
    msisdn: new Map(),
    iccid: new Map(),
  };

  return {
    /** The IMEIs, lines or SIMs met so far, with the row that had each first. */
    firstRowWith,
    check(row: number, cells: readonly string[]): DeviceCsvRow | DeviceCsvProblem[] {
      if (cells.length !== columns.length) {
        return [
          {
            row,
            field: 'row',
            ...sayMessage(importMessages.cellCount, { cells: cells.length, columns: columns.length }),
            detail: { kind: 'cellCount', cells: cells.length, columns: columns.length },
          },
        ];
      }
      const candidate: Record<string, string | undefined> = {};
      for (const column of inputColumns) {
        const at = columnIndex.get(column);
        if (at === undefined) continue;
        const value = cells[at] ?? '';
        candidate[column] = value.trim() === '' && emptyMeansDefault.has(column) ? undefined : value;
      }
      const parsed = deviceInputSchema.safeParse(candidate);
      if (!parsed.success) {
        return Object.entries(issuesToFieldErrors(parsed.error.issues, 'row')).map(([field, message]) => ({
          row,
          field,
          ...sayMessage(message),
        }));
      }
      const problems: DeviceCsvProblem[] = [];
      for (const field of deviceUniqueFields) {
        const value = parsed.data[field];
        if (!value) continue;
        const first = firstRowWith[field].get(value);
        if (first === undefined) firstRowWith[field].set(value, row);
        else
          problems.push({
            row,
            field,
            ...sayMessage(importMessages.duplicateInFile, { firstRow: first }),
            detail: { kind: 'duplicate', firstRow: first },
          });
      }
      if (problems.length > 0) return problems;
      const ownerEmail = emailIndex === undefined ? '' : (cells[emailIndex] ?? '').trim().toLowerCase();
      return { row, device: parsed.data, ownerEmail };
    },
  };
}
