import { auditActions, auditEntities } from '@conecta/contracts';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';

export type StoredChanges = Record<string, { from: unknown; to: unknown }>;

/** Who changed what, written in the transaction of the change itself. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Kept so the history still names an actor whose account was deleted. */
    actorName: text('actor_name').notNull().default(''),
    actorEmail: text('actor_email').notNull().default(''),
    entity: text('entity', { enum: auditEntities }).notNull(),
    entityId: uuid('entity_id').notNull(),
    entityLabel: text('entity_label').notNull().default(''),
    action: text('action', { enum: auditActions }).notNull(),
    changes: jsonb('changes').$type<StoredChanges>().notNull().default({}),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.id),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
