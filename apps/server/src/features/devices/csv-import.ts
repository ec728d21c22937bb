import { type ImportProblem, importMessages, type MessageParams, sayMessage } from '@conecta/contracts';
import { type Database, withoutStatementTimeout } from '../../db/client';
import type { AuditActor } from '../audit';
import { checkDeviceCsv, takenMessages } from './csv-import-check';
import { forgetDeviceCounts } from './queries';
import { insertDeviceRows, uniqueViolation } from './writes';

/** An import with bad rows: nothing was stored; every problem names its row and field. */
export class ImportRejection extends Error {
  constructor(
    readonly problems: ImportProblem[],
    message: string,
    readonly params: MessageParams,
  ) {
    super(message);
  }
}

/** Most problems one answer lists; a file that is wrong throughout would otherwise answer megabytes. */
export const problemListLimit = 1000;
/** Rows per INSERT: 1,000 × 22 columns stays far below PostgreSQL's 65,535 bind parameters. */
const insertBatchSize = 1000;

/**
 * Imports devices from CSV, all or nothing: every row is checked (see `checkDeviceCsv`) before one
 * transaction inserts them all.
 */
export async function importDevicesCsv(db: Database, actor: AuditActor, text: string): Promise<number> {
  const { valid, problems, firstRowWith } = await checkDeviceCsv(db, text);
  if (problems.length > 0) throw rejection(problems);

  try {
    // A big import is meant to take long: exempt from the statement timeout (one transaction, all or nothing).
    await withoutStatementTimeout(db, async (tx) => {
      for (let start = 0; start < valid.length; start += insertBatchSize) {
        const batch = valid.slice(start, start + insertBatchSize).map((item) => item.device);
        await insertDeviceRows(tx, batch, { actor, action: 'import' });
      }
    });
  } catch (error) {
    // Another writer took a value between the check and the insert: answer as the check would have.
    const violation = uniqueViolation(error);
    if (!violation) throw error;
    const row = violation.value === undefined ? undefined : firstRowWith[violation.field].get(violation.value);
    throw rejection([{ row: row ?? 0, field: violation.field, ...sayMessage(takenMessages[violation.field]) }]);
  } finally {
    forgetDeviceCounts(db);
  }
  return valid.length;
}

function rejection(problems: ImportProblem[]): ImportRejection {
  const rows = new Set(problems.map((problem) => problem.row)).size;
  const sorted = problems.sort((a, b) => a.row - b.row).slice(0, problemListLimit);
  if (sorted.length < problems.length) {
    return new ImportRejection(sorted, importMessages.rejectedListed, { rows, listed: sorted.length });
  }
  return new ImportRejection(sorted, rows === 1 ? importMessages.rejectedOneRow : importMessages.rejected, { rows });
}
