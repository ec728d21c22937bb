import { defineFeature } from '../../platform/feature';
import * as tables from './table';

/** The history of changes: written by other features through `recordAudit`, read through their routes. */
export const auditFeature = defineFeature({ name: 'audit', tables });
