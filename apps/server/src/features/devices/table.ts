import { brazilianStates, deviceKinds, deviceNetworks, deviceStatuses } from '@conecta/contracts';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';

/**
 * The company's fleet. Every sortable column has an index on (column, id) so any page of any sort is a
 * short index range (keyset pagination), and every filter column has its own index the planner can combine.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    imei: text('imei').notNull(),
    serialNumber: text('serial_number').notNull(),
    kind: text('kind', { enum: deviceKinds }).notNull(),
    manufacturer: text('manufacturer').notNull(),
    model: text('model').notNull(),
    os: text('os').notNull().default(''),
    osVersion: text('os_version').notNull().default(''),
    /** E.164 without spaces. */
    msisdn: text('msisdn'),
    iccid: text('iccid'),
    imsi: text('imsi'),
    plan: text('plan').notNull().default(''),
    network: text('network', { enum: deviceNetworks }).notNull(),
    status: text('status', { enum: deviceStatuses }).notNull().default('in-stock'),
    ownerId: uuid('owner_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The owner's display name, copied so the list sorts and searches by it without a join; kept in step on rename. */
    ownerName: text('owner_name'),
    city: text('city').notNull().default(''),
    state: text('state', { enum: brazilianStates }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('devices_imei_key').on(table.imei),
    uniqueIndex('devices_msisdn_key').on(table.msisdn),
    uniqueIndex('devices_iccid_key').on(table.iccid),
    // Keyset sort indexes: (column, id).
    index('devices_serial_number_sort').on(table.serialNumber, table.id),
    index('devices_kind_sort').on(table.kind, table.id),
    index('devices_manufacturer_sort').on(table.manufacturer, table.id),
    index('devices_model_sort').on(table.model, table.id),
    index('devices_os_sort').on(table.os, table.id),
    index('devices_os_version_sort').on(table.osVersion, table.id),
    index('devices_msisdn_sort').on(table.msisdn, table.id),
    index('devices_iccid_sort').on(table.iccid, table.id),
    index('devices_imsi_sort').on(table.imsi, table.id),
    index('devices_plan_sort').on(table.plan, table.id),
    index('devices_network_sort').on(table.network, table.id),
    index('devices_status_sort').on(table.status, table.id),
    index('devices_owner_name_sort').on(table.ownerName, table.id),
    index('devices_city_sort').on(table.city, table.id),
    index('devices_state_sort').on(table.state, table.id),
    index('devices_last_seen_at_sort').on(table.lastSeenAt, table.id),
    index('devices_created_at_sort').on(table.createdAt, table.id),
    index('devices_updated_at_sort').on(table.updatedAt, table.id),
    // Filters that are not already the leading column of a sort index.
    index('devices_owner_id_idx').on(table.ownerId),
    // The default view: one status, newest change first.
    index('devices_status_updated_at_idx').on(table.status, table.updatedAt, table.id),
    // Combined filters whose rows the planner would otherwise find by walking a long sort index.
    index('devices_status_last_seen_at_idx').on(table.status, table.lastSeenAt, table.id),
    index('devices_manufacturer_model_idx').on(table.manufacturer, table.model, table.id),
    // Quick search by part of the model name.
    index('devices_model_trgm_idx').using('gin', sql`${table.model} gin_trgm_ops`),
  ],
);

export type DeviceRow = typeof devices.$inferSelect;
export type NewDeviceRow = typeof devices.$inferInsert;
