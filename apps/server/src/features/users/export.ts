import { pipeline, type Readable } from 'node:stream';
import type { AccountListQuery } from '@conecta/contracts';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { spreadsheetSafe } from '../../http/spreadsheet-safe';
import { type AccountFilter, type ListedAccount, readAccountPage, toAccount } from './queries';

/** Rows per database read while exporting: the export never holds more than this in memory. */
const exportBatch = 500;

export const csvColumns = [
  'uuid',
  'email',
  'displayName',
  'role',
  'from',
  'status',
  'deviceCount',
  'createdAt',
  'lastSignInAt',
] as const;

function csvRecord(row: ListedAccount) {
  const account = toAccount(row);
  return {
    uuid: account.uuid,
    email: account.email,
    displayName: account.displayName,
    role: account.role.join('|'),
    from: account.from,
    status: account.status,
    deviceCount: account.deviceCount,
    createdAt: account.createdAt,
    lastSignInAt: account.lastSignInAt ?? '',
  };
}

/** The filtered, sorted account list as a CSV stream, read from the database a batch at a time. */
export function accountCsvStream(
  db: Database,
  query: AccountFilter & Pick<AccountListQuery, 'sort' | 'order'>,
  log: FastifyBaseLogger,
): Readable {
  async function* records() {
    let cursor: string | undefined;
    do {
      const page = await readAccountPage(db, { ...query, limit: exportBatch, direction: 'after', cursor });
      for (const row of page.rows) yield csvRecord(row);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return pipeline(
    records,
    stringify({ header: true, columns: [...csvColumns], cast: { string: spreadsheetSafe } }),
    (error) => {
      if (error) log.warn({ err: error }, 'account export ended early');
    },
  );
}
