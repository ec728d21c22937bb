import type { OrderCustomer, OrderLine, OrderStatusEntry, ProductImage } from '@conecta/contracts/e-commerce';
import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The company's catalogue, shared by every account. Money is kept in whole cents (sortable with the keyset
 * helpers' bigint cursors, no float drift); every sort has an index on (column, id).
 */
export const eCommerceProducts = pgTable(
  'e_commerce_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    handle: text('handle').notNull(),
    description: text('description').notNull().default(''),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    featuredImageId: integer('featured_image_id'),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    priceTaxExclCents: bigint('price_tax_excl_cents', { mode: 'number' }).notNull(),
    priceTaxInclCents: bigint('price_tax_incl_cents', { mode: 'number' }).notNull(),
    taxRate: doublePrecision('tax_rate').notNull(),
    comparedPriceCents: bigint('compared_price_cents', { mode: 'number' }).notNull().default(0),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    sku: text('sku').notNull().default(''),
    width: text('width').notNull().default(''),
    height: text('height').notNull().default(''),
    depth: text('depth').notNull().default(''),
    weight: text('weight').notNull().default(''),
    extraShippingFeeCents: bigint('extra_shipping_fee_cents', { mode: 'number' }).notNull().default(0),
    /** Kept as text so the keyset helpers sort it like any text column ('false' < 'true'). */
    active: text('active', { enum: ['true', 'false'] })
      .notNull()
      .default('true'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('e_commerce_products_handle_key').on(table.handle),
    // An SKU is optional; the ones given are unique.
    uniqueIndex('e_commerce_products_sku_key').on(table.sku).where(sql`${table.sku} <> ''`),
    index('e_commerce_products_name_sort').on(table.name, table.id),
    index('e_commerce_products_price_sort').on(table.priceTaxInclCents, table.id),
    index('e_commerce_products_quantity_sort').on(table.quantity, table.id),
    index('e_commerce_products_created_sort').on(table.createdAt, table.id),
    index('e_commerce_products_sku_sort').on(table.sku, table.id),
    index('e_commerce_products_active_sort').on(table.active, table.id),
    index('e_commerce_products_categories_idx').using('gin', table.categories),
    // Quick search by part of the name (plain ILIKE, which the trigram index serves).
    index('e_commerce_products_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('e_commerce_products_sku_trgm_idx').using('gin', sql`${table.sku} gin_trgm_ops`),
  ],
);
export type ProductRow = typeof eCommerceProducts.$inferSelect;
export type NewProductRow = typeof eCommerceProducts.$inferInsert;

export interface StoredPayment {
  transactionId: string;
  method: string;
  date: string;
}
export interface StoredShipping {
  tracking: string;
  carrier: string;
  weight: string;
  feeCents: number;
  date: string;
}

/** The company's orders. The customer, lines and history are documents of the order; what the list sorts, filters and searches is a column. */
export const eCommerceOrders = pgTable(
  'e_commerce_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    /** Zero or negative. */
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    /** "First Last", copied from the customer so the list sorts and searches without reading the document. */
    customerName: text('customer_name').notNull(),
    customer: jsonb('customer').$type<OrderCustomer>().notNull(),
    products: jsonb('products').$type<OrderLine[]>().notNull(),
    /** The current status: the first of the history. */
    statusId: integer('status_id').notNull(),
    statusHistory: jsonb('status_history').$type<OrderStatusEntry[]>().notNull(),
    payment: jsonb('payment').$type<StoredPayment>().notNull(),
    shippingDetails: jsonb('shipping_details').$type<StoredShipping[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('e_commerce_orders_reference_key').on(table.reference),
    index('e_commerce_orders_reference_sort').on(table.reference, table.id),
    index('e_commerce_orders_date_sort').on(table.orderedAt, table.id),
    index('e_commerce_orders_customer_sort').on(table.customerName, table.id),
    index('e_commerce_orders_total_sort').on(table.totalCents, table.id),
    index('e_commerce_orders_status_sort').on(table.statusId, table.id),
    // The status chips with the default order: newest first within the chosen statuses.
    index('e_commerce_orders_status_date_idx').on(table.statusId, table.orderedAt, table.id),
    index('e_commerce_orders_customer_trgm_idx').using('gin', sql`${table.customerName} gin_trgm_ops`),
    // A reference is searched by its start (LIKE 'P%'), which this operator class serves under any collation.
    index('e_commerce_orders_reference_prefix_idx').on(sql`${table.reference} text_pattern_ops`),
  ],
);
export type OrderRow = typeof eCommerceOrders.$inferSelect;
export type NewOrderRow = typeof eCommerceOrders.$inferInsert;
