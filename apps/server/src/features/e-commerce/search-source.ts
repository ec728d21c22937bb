import { desc, sql } from 'drizzle-orm';
import { fullTextMatch } from '../../db/search';
import { excerptAround, type SearchSource } from '../../platform/search-source';
import { eCommerceOrders as orders, eCommerceProducts as products } from './table';

/** The shop's products for the console-wide search: name, then SKU, categories, tags and description. */
export const productsSearchSource: SearchSource = {
  kind: 'product',
  access: 'user',
  async search(db, { q, limit }) {
    const match = fullTextMatch(
      q,
      products.name,
      products.sku,
      sql`array_to_string(${products.categories}, ' ')`,
      sql`array_to_string(${products.tags}, ' ')`,
      products.description,
    );
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        handle: products.handle,
        sku: products.sku,
        description: products.description,
        rank: match.rank,
      })
      .from(products)
      .where(match.where)
      .orderBy(desc(match.rank), products.id)
      .limit(limit);
    return rows.map((row) => ({
      kind: 'product' as const,
      id: row.id,
      title: row.name,
      url: `/apps/e-commerce/products/${row.id}/${encodeURIComponent(row.handle)}`,
      excerpt: excerptAround([row.sku, row.description].filter(Boolean).join(' · '), q),
      rank: row.rank,
    }));
  },
};

/** The shop's orders for the console-wide search: the reference, then the customer. */
export const ordersSearchSource: SearchSource = {
  kind: 'order',
  access: 'user',
  async search(db, { q, limit }) {
    const match = fullTextMatch(q, orders.reference, orders.customerName);
    const rows = await db
      .select({ id: orders.id, reference: orders.reference, customerName: orders.customerName, rank: match.rank })
      .from(orders)
      .where(match.where)
      .orderBy(desc(match.rank), orders.id)
      .limit(limit);
    return rows.map((row) => ({
      kind: 'order' as const,
      id: row.id,
      title: row.reference,
      url: `/apps/e-commerce/orders/${row.id}`,
      excerpt: row.customerName,
      rank: row.rank,
    }));
  },
};
