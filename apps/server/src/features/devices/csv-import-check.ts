import {
  type DeviceUniqueField,
  detectCsvDelimiter,
  deviceCsvRowChecker,
  deviceCsvRowNumber,
  deviceImportRequiredColumns,
  deviceMessages,
  deviceUniqueFields,
  type ImportProblem,
  importMessages,
  importRowLimit,
  type MessageParams,
  readDeviceCsvHeader,
} from '@conecta/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { desc, sql } from 'drizzle-orm';
import { accounts } from '../../accounts';
import type { Database } from '../../db/client';
import { InputError } from '../../http/errors';
import { fromSpreadsheetSafe } from '../../http/spreadsheet-safe';
import { devices, type NewDeviceRow } from './table';

/** Values per `= any($1)` look-up of existing IMEIs, lines, SIMs and owner emails. */
const lookupBatchSize = 5000;

export const takenMessages: Record<DeviceUniqueField, string> = {
  imei: deviceMessages.imeiTaken,
  msisdn: deviceMessages.msisdnTaken,
  iccid: deviceMessages.iccidTaken,
};

/** A file that cannot be read at all: its sentence on the `file` field and as the general message. */
const fileError = (message: string, params?: MessageParams) =>
  new InputError({ file: message }, { message, params, fieldParams: params && { file: params } });

function readCsv(text: string): string[][] {
  try {
    // A cell an export kept from running as a formula ('=…) comes back as it was typed.
    const cast = (value: string) => fromSpreadsheetSafe(value);
    // The separator (',', ';' or tab) is read from the header as the browser's check reads it.
    const delimiter = detectCsvDelimiter(text);
    return parse(text, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: true, cast }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw fileError(importMessages.notCsv, { reason: error.message });
    throw error;
  }
}

async function inBatches<T, R>(items: readonly T[], size: number, work: (batch: T[]) => Promise<R[]>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await work(items.slice(start, start + size))));
  return results;
}

export interface CheckedImport {
  /** The rows ready to insert, with their owners resolved. */
  valid: { row: number; device: NewDeviceRow; ownerEmail: string }[];
  /** Every problem of every row; the import stores nothing while there is one. */
  problems: ImportProblem[];
  /** The file row that first gave each IMEI, line and SIM, to name the row of a later conflict. */
  firstRowWith: Record<DeviceUniqueField, Map<string, number>>;
}

/**
 * Reads a device CSV and checks every row: its fields, its owner's email, and IMEI, line and SIM against
 * the file and the database. A file that cannot be read at all (no header, too many rows) is an InputError.
 */
export async function checkDeviceCsv(db: Database, text: string): Promise<CheckedImport> {
  if (text.trim() === '') throw fileError(importMessages.empty);
  const records = readCsv(text);
  const { columns: header, missing } = readDeviceCsvHeader(records[0] ?? []);
  if (missing.length > 0) {
    throw fileError(importMessages.missingColumns, {
      required: deviceImportRequiredColumns.join(', '),
      missing: missing.join(', '),
    });
  }
  const body = records.slice(1);
  if (body.length === 0) throw fileError(importMessages.noDevices);
  if (body.length > importRowLimit) {
    throw fileError(importMessages.tooManyRows, { rows: body.length, limit: importRowLimit });
  }

  const problems: ImportProblem[] = [];
  const checker = deviceCsvRowChecker(header);
  const firstRowWith = checker.firstRowWith;
  const valid: { row: number; device: NewDeviceRow; ownerEmail: string }[] = [];
  body.forEach((cells, index) => {
    const checked = checker.check(deviceCsvRowNumber(index), cells);
    if (Array.isArray(checked)) {
      for (const { detail: _phrasing, ...problem } of checked) problems.push(problem);
      return;
    }
    const { ownerId: _ignored, lastSeenAt, ...fields } = checked.device;
    valid.push({
      row: checked.row,
      ownerEmail: checked.ownerEmail,
      device: { ...fields, lastSeenAt: lastSeenAt ? new Date(lastSeenAt) : null, ownerId: null, ownerName: null },
    });
  });

  // Owners by email, in batches.
  const emails = [...new Set(valid.map((item) => item.ownerEmail).filter(Boolean))];
  const owners = new Map(
    (
      await inBatches(emails, lookupBatchSize, (batch) =>
        db
          .select({ id: accounts.id, email: accounts.email, displayName: accounts.displayName })
          .from(accounts)
          .where(sql`${accounts.email} = any(${sql.param(batch)}::text[])`)
          // Outside providers' accounts may share an email with ours: the last one read wins the map
          // below, so that is our own account if there is one, else the oldest.
          .orderBy(sql`${accounts.provider} = 'custom'`, desc(accounts.createdAt)),
      )
    ).map((owner) => [owner.email, owner]),
  );
  for (const item of valid) {
    if (!item.ownerEmail) continue;
    const owner = owners.get(item.ownerEmail);
    if (owner) Object.assign(item.device, { ownerId: owner.id, ownerName: owner.displayName });
    else problems.push({ row: item.row, field: 'ownerEmail', message: deviceMessages.ownerEmail });
  }

  // IMEIs, lines and SIMs another device already has.
  for (const field of deviceUniqueFields) {
    const values = [...firstRowWith[field].keys()];
    const column = devices[field];
    const taken = await inBatches(values, lookupBatchSize, async (batch) =>
      (
        await db
          .select({ value: column })
          .from(devices)
          .where(sql`${column} = any(${sql.param(batch)}::text[])`)
      ).map((found) => found.value),
    );
    for (const value of taken) {
      const row = value === null ? undefined : firstRowWith[field].get(value);
      if (row !== undefined) problems.push({ row, field, message: takenMessages[field] });
    }
  }

  return { valid, problems, firstRowWith };
}
