import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { type Database, runCancellable } from '../db/client';
import { countSearch } from './rates';
import { clientGoneSignal } from './request-closed';

/**
 * A list call's read, as every searchable list makes it: a search (`q` given) counts against the account's
 * search rate (429 beyond it), and the read's statements are cancelled in PostgreSQL when the client leaves.
 */
export function readListPage<T>(
  context: { db: Database; config: Config; reply: FastifyReply; accountId: string; q: string | undefined },
  read: (db: Database) => Promise<T>,
): Promise<T> {
  if (context.q?.trim()) countSearch(context.config, context.accountId);
  return runCancellable(context.db, clientGoneSignal(context.reply), read);
}
