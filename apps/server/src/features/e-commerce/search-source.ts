import { desc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { excerptAround, type SearchSource } from '../../platform/search-source';
import { orderTextWhere, productWhere } from './queries';
import { eCommerceOrders as orders, eCommerceProducts as products } from './table';

/**
 * How many rows matching a shop search are ranked: the lists' own indexed conditions find them (trigram and
 * prefix indexes), and only these are ranked, so a catalogue of 50,000 products or 200,000 orders costs what a
 * list page does, whatever the word.
 */
const candidates = 200;

/** Closeness of a text to what was typed, 0–0.1 as full-text ranks are; an exact identifier ranks 1. */
const closeness = (column: AnyPgColumn, q: string) => sql`similarity(${column}, ${q}) * 0.1`;

/** The shop's products for the console-wide search: by name or SKU, as the product list searches. */
export const productsSearchSource: SearchSource = {
  kind: 'product',
  access: 'user',
  async search(db, { q, limit }) {
    const text = q.trim();
    const found = db
      .select({
        id: products.id,
        name: products.name,
        handle: products.handle,
        sku: products.sku,
        description: sql<string>`left(${products.description}, 2000)`.as('description'),
        rank: sql<number>`case when lower(${products.sku}) = lower(${text}) then 1 else ${closeness(products.name, text)} end`
          .mapWith(Number)
          .as('rank'),
      })
      .from(products)
      .where(productWhere({ q: text }))
      .limit(candidates)
      .as('found');
    const rows = await db.select().from(found).orderBy(desc(found.rank), found.id).limit(limit);
    return rows.map((row) => ({
      kind: 'product' as const,
      id: row.id,
      title: row.name,
      url: `/apps/e-commerce/products/${row.id}/${encodeURIComponent(row.handle)}`,
      excerpt: excerptAround([row.sku, row.description].filter(Boolean).join(' · '), q),
      rank: Number(row.rank),
    }));
  },
};

/** The shop's orders for the console-wide search: by the reference's start or any part of the customer's name. */
export const ordersSearchSource: SearchSource = {
  kind: 'order',
  access: 'user',
  async search(db, { q, limit }) {
    const text = q.trim();
    const found = db
      .select({
        id: orders.id,
        reference: orders.reference,
        customerName: orders.customerName,
        rank: sql<number>`case when ${orders.reference} = upper(${text}) then 1 else ${closeness(orders.customerName, text)} end`
          .mapWith(Number)
          .as('rank'),
      })
      .from(orders)
      .where(orderTextWhere(text))
      .limit(candidates)
      .as('found');
    const rows = await db.select().from(found).orderBy(desc(found.rank), found.id).limit(limit);
    return rows.map((row) => ({
      kind: 'order' as const,
      id: row.id,
      title: row.reference,
      url: `/apps/e-commerce/orders/${row.id}`,
      excerpt: row.customerName,
      rank: Number(row.rank),
    }));
  },
};
