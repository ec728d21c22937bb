import {
  detectCsvDelimiter,
  deviceCsvRowChecker,
  deviceCsvRowNumber,
  readDeviceCsvHeader,
} from '@conecta/contracts/device-import';
import { type ImportProblem, importRowLimit } from '@conecta/contracts/devices';
import Papa from 'papaparse';
import type { ServerMessage } from '../../app/apiFailure';
import type { Upload } from '../../app/upload';
import type { DeviceKey } from './labels';

/**
 * A bad cell or row. `message` is the contract's English text (translated by it); `key` names a
 * sentence of this page instead, with its `values`.
 */
export interface CsvProblem extends ImportProblem {
  key?: DeviceKey;
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

/** Checks rows one at a time with the contract's import rules, the server's own. */
function rowChecker(report: (problem: CsvProblem) => void) {
  let checker: ReturnType<typeof deviceCsvRowChecker> | undefined;
  let rows = 0;
  let fatal = false;

  return {
    get rows() {
      return rows;
    },
    get fatal() {
      return fatal;
    },
    add(cells: string[]) {
      if (fatal) return;
      if (!checker) {
        const { columns, missing } = readDeviceCsvHeader(cells);
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
        checker = deviceCsvRowChecker(columns);
        return;
      }
      // Rows as the spreadsheet numbers them (the header is row 1), as the server does.
      const row = deviceCsvRowNumber(rows);
      rows += 1;
      if (rows > importRowLimit) {
        fatal = true;
        report({ row, field: 'file', message: '', key: 'importTooManyRows', values: { limit: importRowLimit } });
        return;
      }
      const checked = checker.check(row, cells);
      if (!Array.isArray(checked)) return;
      for (const { detail, ...problem } of checked) {
        if (detail?.kind === 'cellCount')
          report({
            ...problem,
            message: '',
            key: 'importCellCount',
            values: { cells: detail.cells, columns: detail.columns },
          });
        else if (detail?.kind === 'duplicate')
          report({ ...problem, message: '', key: 'importDuplicate', values: { row: detail.firstRow } });
        else report(problem);
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
      // Papa calls this once, with the first chunk: the separator is read from the header line by the
      // contract's rule, the one the server's parser follows, so both split the file alike.
      delimiter: (firstChunk: string) => detectCsvDelimiter(firstChunk),
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
  | { outcome: 'rejected'; message?: ServerMessage; problems: CsvProblem[] }
  | { outcome: 'signedOut' }
  | { outcome: 'failed'; message?: ServerMessage };

/**
 * Sends the file as it is (text/csv) through the upload client, which reports how much has gone and
 * ends the session on a 401; reads the import's answer.
 */
export async function uploadDevicesCsv(
  send: Upload,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  const result = await send<{ imported?: unknown }>({
    url: '/api/devices/import',
    file,
    raw: { contentType: 'text/csv' },
    onProgress,
  });
  if (result.ok) {
    return typeof result.data.imported === 'number'
      ? { outcome: 'imported', imported: result.data.imported }
      : { outcome: 'failed' };
  }
  if (result.sessionEnded) return { outcome: 'signedOut' };
  const { failure } = result;
  const problems = (result.body as { problems?: unknown } | undefined)?.problems;
  const fileProblem = Object.entries(failure.fields)[0];
  if (failure.status === 400 && Array.isArray(problems)) {
    return { outcome: 'rejected', message: failure.message, problems: problems as CsvProblem[] };
  }
  if (failure.status === 400 && fileProblem) {
    // A file-level refusal (`{ error: { file: message } }`): one problem without a row.
    const [field, said] = fileProblem;
    return { outcome: 'rejected', message: failure.message ?? said, problems: [{ row: 0, field, ...said }] };
  }
  return { outcome: 'failed', message: failure.message };
}
