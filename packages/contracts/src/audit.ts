import * as z from 'zod/mini';
import { validationMessages } from './messages';

/** What an audit entry is about. */
export const auditEntities = ['device', 'account'] as const;
export type AuditEntity = (typeof auditEntities)[number];

export const auditActions = [
  'create', 'update', 'delete', 'import', 'status', 'assign', 'roles', 'disable', 'enable', 'unassign',
  'sessions',
] as const; // biome-ignore format: a table of names
export type AuditAction = (typeof auditActions)[number];

/** One changed field: its value before and after (null when it did not exist). */
export const fieldChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/**
 * One line of history: who did what to which record and when, written in the same transaction as the
 * change itself, so the history never shows a change that did not happen (or misses one that did).
 */
export const auditEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    entity: z.enum(auditEntities),
    entityId: z.string(),
    /** A short human label of the record (an IMEI, an email) kept even after the record is deleted. */
    entityLabel: z.string(),
    action: z.enum(auditActions),
    actor: z.nullable(z.object({ id: z.string(), displayName: z.string(), email: z.string() })),
    changes: z.record(z.string(), fieldChangeSchema),
  })
  .register(z.globalRegistry, { id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
  /** The `nextCursor` of the previous page: entries older than it. */
  cursor: z.optional(z.string().check(z.maxLength(64, validationMessages.cursor))),
});
export type AuditPageQuery = z.output<typeof auditPageQuerySchema>;

export const auditPageSchema = z
  .object({ items: z.array(auditEntrySchema), nextCursor: z.nullable(z.string()) })
  .register(z.globalRegistry, { id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;
