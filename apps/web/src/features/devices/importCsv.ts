import { deviceCsvColumns, deviceInputSchema, type ImportProblem, importRowLimit } from '@conecta/contracts/devices';
import { issuesToFieldErrors } from '@conecta/contracts/errors';
import Papa from 'papaparse';
import { readAccessToken } from '../auth/accessToken';

/**
 * A bad cell or row. `message` is the contract's English text (translated by it); `key` names a
 * sentence of this page instead, with its `values`.
 */
export interface CsvProblem extends ImportProblem {
  key?: string;
  values?: Record<string, string | number>;
}

export interface CsvCheck {
  /** Data rows read (the header not counted). */
  rows: number;
  /** The first problems found (at most `problemListLimit`). */
  problems: CsvProblem[];
  /** Every problem found, also those not listed. */
  problemCount: number;
}

/** The list stops here: a file wrong throughout would otherwise fill the page. */
export const problemListLimit = 1000;
/** Small enough that the progress bar moves on a big file, large enough to read fast. */
const chunkBytes = 512 * 1024;

// Mirror the server's rules (apps/server/src/features/devices/csv.ts), so what passes here is imported.
const requiredColumns = ['imei', 'serialNumber', 'kind', 'manufacturer', 'model', 'network'] as const;
const inputColumns = [
  'imei', 'serialNumber', 'kind', 'manufacturer', 'model', 'os', 'osVersion', 'msisdn', 'iccid', 'imsi',
  'plan', 'network', 'status', 'city', 'state', 'lastSeenAt', 'notes',
] as const; // biome-ignore format: a table of names
/** An empty cell in these columns means "the default" rather than an empty value. */
const emptyMeansDefault = new Set<string>(['status', 'lastSeenAt']);
const uniqueFields = ['imei', 'msisdn', 'iccid'] as const;
const canonicalColumns = new Map<string, string>(deviceCsvColumns.map((column) => [column.toLowerCase(), column]));

/** Checks rows one at a time, remembering only what duplicates need (IMEIs, lines, SIMs seen). */
function rowChecker(report: (problem: CsvProblem) => void) {
  let header: string[] | undefined;
  let columnIndex = new Map<string, number>();
  let rows = 0;
  let fatal = false;
  const firstRowWith = {
    imei: new Map<string, number>(),
    msisdn: new Map<string, number>(),
    iccid: new Map<string, number>(),
  };

  return {
    get rows() {
      return rows;
    },
    get fatal() {
      return fatal;
    },
    add(cells: string[]) {
      if (fatal) return;
      if (!header) {
        header = cells.map((name, index) => {
          const clean = (index === 0 ? name.replace(/^\uFEFF/, '') : name).trim();
          return canonicalColumns.get(clean.toLowerCase()) ?? clean;
        });
        columnIndex = new Map(header.map((name, index) => [name, index]));
        const missing = requiredColumns.filter((column) => !columnIndex.has(column));
        if (missing.length > 0) {
          fatal = true;
          report({
            row: 0,
            field: 'file',
            message: '',
            key: 'importMissingColumns',
            values: { columns: missing.join(', ') },
          });
        }
        return;
      }
      rows += 1;
      const row = rows;
      if (row > importRowLimit) {
        fatal = true;
        report({ row, field: 'file', message: '', key: 'importTooManyRows', values: { limit: importRowLimit } });
        return;
      }
      if (cells.length !== header.length) {
        report({
          row,
          field: 'row',
          message: '',
          key: 'importCellCount',
          values: { cells: cells.length, columns: header.length },
        });
        return;
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
        for (const [field, message] of Object.entries(issuesToFieldErrors(parsed.error.issues, 'row'))) {
          report({ row, field, message });
        }
        return;
      }
      for (const field of uniqueFields) {
        const value = parsed.data[field];
        if (!value) continue;
        const first = firstRowWith[field].get(value);
        if (first === undefined) firstRowWith[field].set(value, row);
        else report({ row, field, message: '', key: 'importDuplicate', values: { row: first } });
      }
    },
  };
}

/**
 * Reads a CSV file in chunks and checks every row against the contract, as the server will: the
 * columns, each cell, and IMEIs, lines and SIMs repeated within the file.
 */
export function checkDevicesCsv(file: File, onProgress: (fraction: number) => void): Promise<CsvCheck> {
  const problems: CsvProblem[] = [];
  let problemCount = 0;
  const checker = rowChecker((problem) => {
    problemCount += 1;
    if (problems.length < problemListLimit) problems.push(problem);
  });
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file, {
      header: false,
      skipEmptyLines: true,
      chunkSize: chunkBytes,
      chunk(results, parser) {
        for (const cells of results.data) checker.add(cells);
        onProgress(file.size > 0 ? Math.min(1, results.meta.cursor / file.size) : 1);
        // Nothing after a missing column or too many rows is worth reading (abort calls `complete`).
        if (checker.fatal) parser.abort();
      },
      complete() {
        if (!checker.fatal && checker.rows === 0) {
          problemCount += 1;
          problems.push({ row: 0, field: 'file', message: '', key: 'importEmpty' });
        }
        onProgress(1);
        resolve({ rows: checker.rows, problems, problemCount });
      },
      error(error) {
        reject(error);
      },
    });
  });
}

export type UploadAnswer =
  | { outcome: 'imported'; imported: number }
  | { outcome: 'rejected'; message: string; problems: CsvProblem[] }
  | { outcome: 'signedOut' }
  | { outcome: 'failed'; message?: string };

/**
 * Sends the file as it is (text/csv) with XMLHttpRequest, whose upload events let the page show how
 * much has gone; fetch has no upload progress.
 */
export function uploadDevicesCsv(file: File, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/devices/import');
    request.setRequestHeader('Content-Type', 'text/csv');
    const token = readAccessToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onerror = () => resolve({ outcome: 'failed' });
    request.onload = () => {
      let body: { imported?: unknown; message?: unknown; problems?: unknown; error?: unknown } = {};
      try {
        body = JSON.parse(request.responseText || '{}');
      } catch {
        // Not JSON (a proxy's error page): reported as a failure below.
      }
      const message = typeof body.message === 'string' ? body.message : undefined;
      if (request.status === 200 && typeof body.imported === 'number') {
        resolve({ outcome: 'imported', imported: body.imported });
      } else if (request.status === 400 && Array.isArray(body.problems)) {
        resolve({ outcome: 'rejected', message: message ?? '', problems: body.problems as CsvProblem[] });
      } else if (request.status === 400 && body.error && typeof body.error === 'object') {
        // A file-level refusal (`{ error: { file: message } }`): one problem without a row.
        const [field, text] = Object.entries(body.error as Record<string, string>)[0] ?? ['file', message ?? ''];
        resolve({ outcome: 'rejected', message: message ?? text, problems: [{ row: 0, field, message: text }] });
      } else if (request.status === 401 && token) {
        resolve({ outcome: 'signedOut' });
      } else {
        resolve({ outcome: 'failed', message });
      }
    };
    request.send(file);
  });
}
