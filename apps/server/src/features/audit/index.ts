import { defineFeature } from '../../platform/feature';
import * as tables from './table';

/** The history of changes: written by other features through `recordAudit`, read through their routes. */
export const auditFeature = defineFeature({ name: 'audit', tables });

// What other features use: history written in their own transactions, and read back for their pages.
export {
  type AuditActor,
  aboutAccount,
  aboutRecord,
  changedFields,
  type NewAuditEntry,
  readAuditPage,
  recordAudit,
  recordAuditOfRows,
} from './audit';
export { auditLog, type StoredChanges } from './table';
