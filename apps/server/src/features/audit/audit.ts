import type { AuditAction, AuditEntity, AuditPage, AuditPageQuery } from '@conecta/contracts';
import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, type StoredChanges } from './table';

/** Who did it: the signed-in account (null for the system, e.g. sample data). */
export interface AuditActor {
  id: string;
  displayName: string;
  email: string;
}

export interface NewAuditEntry {
  entity: AuditEntity;
  entityId: string;
  entityLabel: string;
  action: AuditAction;
  changes?: StoredChanges;
}

/** Rows per INSERT, well under PostgreSQL's 65,535 bind parameters. */
const batchSize = 1000;

/** Writes history lines; call it with the transaction that makes the change, so both commit or neither. */
export async function recordAudit(tx: Database, actor: AuditActor | null, entries: readonly NewAuditEntry[]) {
  for (let start = 0; start < entries.length; start += batchSize) {
    await tx.insert(auditLog).values(
      entries.slice(start, start + batchSize).map((entry) => ({
        actorId: actor?.id ?? null,
        actorName: actor?.displayName ?? '',
        actorEmail: actor?.email ?? '',
        entity: entry.entity,
        entityId: entry.entityId,
        entityLabel: entry.entityLabel,
        action: entry.action,
        changes: entry.changes ?? {},
      })),
    );
  }
}

/**
 * Writes one history line, without changes, per row that `statement` returns as `id` and `label` — in the same
 * statement, so a bulk write needs no round trip of ids and labels back and forth.
 */
export async function recordAuditOfRows(
  tx: Database,
  actor: AuditActor | null,
  about: { entity: AuditEntity; action: AuditAction },
  statement: SQL,
): Promise<void> {
  await tx.execute(sql`
    with written as (${statement})
    insert into ${auditLog} (actor_id, actor_name, actor_email, entity, entity_id, entity_label, action)
    select ${actor?.id ?? null}::uuid, ${actor?.displayName ?? ''}, ${actor?.email ?? ''}, ${about.entity}, id, label, ${about.action}
    from written`);
}

/** Comparable, JSON-friendly form of a stored value (dates as ISO text). */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  return value ?? null;
}

/** The fields whose value differs between `before` and `after`, as { field: { from, to } }. */
export function changedFields<T extends object>(before: T, after: Partial<T>, fields: readonly (keyof T & string)[]) {
  const changes: StoredChanges = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const from = plain(before[field]);
    const to = plain(after[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

/** History of one record. */
export const aboutRecord = (entity: AuditEntity, id: string): SQL =>
  and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)) as SQL;

/** What was done to an account and what it did. */
export const aboutAccount = (id: string): SQL => or(aboutRecord('account', id), eq(auditLog.actorId, id)) as SQL;

/** One page of history, newest first; the cursor is the id of the last entry shown. */
export async function readAuditPage(db: Database, where: SQL, query: AuditPageQuery): Promise<AuditPage> {
  // Beyond the safe integers a cursor cannot be an entry's id (and would overflow the bigint cast): read from the top.
  const before =
    query.cursor && /^\d+$/.test(query.cursor) && Number.isSafeInteger(Number(query.cursor))
      ? Number(query.cursor)
      : undefined;
  const rows = await db
    .select()
    .from(auditLog)
    .where(before === undefined ? where : and(where, lt(auditLog.id, before)))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row) => ({
      id: String(row.id),
      at: row.at.toISOString(),
      entity: row.entity,
      entityId: row.entityId,
      entityLabel: row.entityLabel,
      action: row.action,
      actor:
        row.actorName || row.actorId
          ? { id: row.actorId ?? '', displayName: row.actorName, email: row.actorEmail }
          : null,
      changes: row.changes,
    })),
    nextCursor: rows.length > query.limit ? String(page.at(-1)?.id) : null,
  };
}
