import { httpMessages } from '@conecta/contracts';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { type Database, runCancellable } from '../db/client';
import { enforceRate } from '../rates';
import { clientGoneSignal } from './request-closed';

/**
 * A list call's read, as every searchable list makes it: a search (`q` given) counts against the account's
 * search rate, all features together and on every worker (429 `http.tooManySearches` with retry-after beyond
 * SEARCH_RATE_PER_MINUTE: a search costs the database far more than a page), and the read's statements are
 * cancelled in PostgreSQL when the client leaves.
 */
export async function readListPage<T>(
  context: { db: Database; config: Config; reply: FastifyReply; accountId: string; q: string | undefined },
  read: (db: Database) => Promise<T>,
): Promise<T> {
  if (context.q?.trim()) {
    await enforceRate(
      context.db,
      `search:${context.accountId}`,
      { max: context.config.searchRatePerMinute, windowMs: 60_000 },
      httpMessages.tooManySearches,
    );
  }
  return runCancellable(context.db, clientGoneSignal(context.reply), read);
}
