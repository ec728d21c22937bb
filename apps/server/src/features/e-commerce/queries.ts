import {
  eCommerceMessages,
  lowStockQuantity,
  type Order,
  type OrderListQuery,
  type OrderSortField,
  type Product,
  type ProductListQuery,
  type ProductSortField,
} from '@conecta/contracts/e-commerce';
import { and, arrayContains, eq, getTableColumns, ilike, inArray, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { CountCache, type Total } from '../../db/counting';
import { cursorValueOf, readKeysetPage, type SortKey } from '../../db/keyset';
import { containsPattern, startsWithPattern } from '../../db/search';
import { HttpError } from '../../http/errors';
import { eCommerceOrders, eCommerceProducts, type OrderRow, type ProductRow } from './table';

/** Money as the products answer it (a number of currency units) and as the orders do (text with two decimals). */
export const fromCents = (cents: number) => cents / 100;
export const toCents = (amount: number) => Math.round(amount * 100);
export const centsText = (cents: number) => (cents / 100).toFixed(2);

/** `YYYY/MM/DD HH:mm:ss` in UTC, the spec's order date. */
export function orderDateText(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ').replaceAll('-', '/');
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    handle: row.handle,
    description: row.description,
    categories: row.categories,
    tags: row.tags,
    featuredImageId: row.featuredImageId,
    images: row.images,
    priceTaxExcl: fromCents(row.priceTaxExclCents),
    priceTaxIncl: fromCents(row.priceTaxInclCents),
    taxRate: row.taxRate,
    comparedPrice: fromCents(row.comparedPriceCents),
    quantity: row.quantity,
    sku: row.sku,
    width: row.width,
    height: row.height,
    depth: row.depth,
    weight: row.weight,
    extraShippingFee: fromCents(row.extraShippingFeeCents),
    active: row.active === 'true',
  };
}

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    reference: row.reference,
    subtotal: centsText(row.subtotalCents),
    tax: centsText(row.taxCents),
    discount: centsText(row.discountCents),
    total: centsText(row.totalCents),
    date: orderDateText(row.orderedAt),
    customer: row.customer,
    products: row.products,
    status: row.statusHistory,
    payment: { ...row.payment, amount: centsText(row.totalCents) },
    shippingDetails: row.shippingDetails.map(({ feeCents, ...shipping }) => ({
      ...shipping,
      fee: centsText(feeCents),
    })),
  };
}

// ---- Totals ---------------------------------------------------------------------------------------

/** Totals per list and filter, per database (tests open several), forgotten on every write. */
const countCaches = new WeakMap<Database, CountCache>();
function counts(db: Database): CountCache {
  let cache = countCaches.get(db);
  if (!cache) {
    cache = new CountCache();
    countCaches.set(db, cache);
  }
  return cache;
}
export function forgetProductCounts(db: Database): void {
  counts(db).invalidate('e_commerce_products');
}
export function forgetOrderCounts(db: Database): void {
  counts(db).invalidate('e_commerce_orders');
}
/** After writes made outside the feature's functions (the bench's bulk insert). */
export function forgetShopCounts(db: Database): void {
  forgetProductCounts(db);
  forgetOrderCounts(db);
}

// ---- Pages ----------------------------------------------------------------------------------------

export interface ListPage<Item> extends Total {
  items: Item[];
  nextCursor: string | null;
  prevCursor: string | null;
}

type Key = SortKey & { column: AnyPgColumn };

/** Up to this many matches a filter's rows are fetched through its indexes and sorted (a few milliseconds). */
const fewMatches = 3000;

/**
 * The sort key as an expression the planner cannot read from the sort index, so a filter matching few
 * rows (a SKU, a reference) is not answered by walking the whole index and testing every row.
 */
function unindexed(key: Key): SortKey {
  const column =
    key.type === 'timestamptz'
      ? sql`(${key.column} + interval '0 seconds')`
      : key.type === 'bigint'
        ? sql`(${key.column} + 0)`
        : sql`(${key.column} || '')`;
  return { ...key, column };
}

/** One keyset page of a company-wide table with its cached total: the shared step of both lists. */
async function readPage<Row extends { id: string }, Item>(
  db: Database,
  list: { table: PgTable; name: string; id: AnyPgColumn },
  query: Parameters<typeof readKeysetPage>[0]['request'],
  key: Key,
  where: SQL | undefined,
  filterKey: string,
  toItem: (row: Row) => Item,
): Promise<ListPage<Item>> {
  // The total first (cached per filter): a filter known to match few rows is read through its own
  // indexes and sorted, instead of walking the sort index past every row that fails it (as devices do).
  const total = await counts(db).count(db, list.table, list.name, filterKey, where);
  const pagingKey = where !== undefined && !total.totalIsEstimate && total.total <= fewMatches ? unindexed(key) : key;
  const cursorValue = cursorValueOf(pagingKey);
  const page = await readKeysetPage({
    request: query,
    key: pagingKey,
    id: list.id,
    where,
    fetch: (condition, orderBy, limit, offset) =>
      db
        .select({ row: getTableColumns(list.table), cursorValue })
        .from(list.table)
        .where(condition)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset) as unknown as Promise<{ row: Row; cursorValue: string | null }[]>,
    positionOf: (found) => ({ value: found.cursorValue, id: found.row.id }),
  });
  return {
    items: page.rows.map((found) => toItem(found.row)),
    total: total.total,
    totalIsEstimate: total.totalIsEstimate,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}

const productSortKeys: Record<ProductSortField, Key> = {
  name: { column: eCommerceProducts.name, nullable: false, type: 'text' },
  priceTaxIncl: { column: eCommerceProducts.priceTaxInclCents, nullable: false, type: 'bigint' },
  quantity: { column: eCommerceProducts.quantity, nullable: false, type: 'bigint' },
  createdAt: { column: eCommerceProducts.createdAt, nullable: false, type: 'timestamptz' },
  sku: { column: eCommerceProducts.sku, nullable: false, type: 'text' },
  active: { column: eCommerceProducts.active, nullable: false, type: 'text' },
};

/** The SQL of the product list's filters (the list and the export share it). */
export function productWhere(
  filter: Pick<ProductListQuery, 'q' | 'category' | 'active' | 'lowStock'>,
): SQL | undefined {
  const text = filter.q?.trim();
  const pattern = text ? containsPattern(text) : undefined;
  return and(
    pattern
      ? // Both served by trigram indexes; the handle is made from the name, so the name finds it.
        or(ilike(eCommerceProducts.name, pattern), ilike(eCommerceProducts.sku, pattern))
      : undefined,
    filter.category ? arrayContains(eCommerceProducts.categories, [filter.category]) : undefined,
    filter.active ? eq(eCommerceProducts.active, filter.active) : undefined,
    filter.lowStock === 'true' ? lte(eCommerceProducts.quantity, lowStockQuantity) : undefined,
  );
}

export function productSortKey(sort: ProductSortField): Key {
  return productSortKeys[sort];
}

export function readProductPage(db: Database, query: ProductListQuery): Promise<ListPage<Product>> {
  const filterKey = JSON.stringify([
    query.q?.trim() ?? '',
    query.category ?? '',
    query.active ?? '',
    query.lowStock ?? '',
  ]);
  return readPage<ProductRow, Product>(
    db,
    { table: eCommerceProducts, name: 'e_commerce_products', id: eCommerceProducts.id },
    query,
    productSortKeys[query.sort],
    productWhere(query),
    filterKey,
    toProduct,
  );
}

const orderSortKeys: Record<OrderSortField, Key> = {
  date: { column: eCommerceOrders.orderedAt, nullable: false, type: 'timestamptz' },
  reference: { column: eCommerceOrders.reference, nullable: false, type: 'text' },
  customer: { column: eCommerceOrders.customerName, nullable: false, type: 'text' },
  total: { column: eCommerceOrders.totalCents, nullable: false, type: 'bigint' },
  status: { column: eCommerceOrders.statusId, nullable: false, type: 'bigint' },
};

/**
 * An order by its reference's start (upper-case, as they are written), through its text_pattern_ops index, or a
 * customer by any part of the name, through the trigram index (the list and the console-wide search share it).
 */
export function orderTextWhere(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  return or(
    like(eCommerceOrders.reference, startsWithPattern(text.toUpperCase())),
    ilike(eCommerceOrders.customerName, containsPattern(text)),
  );
}

export function readOrderPage(db: Database, query: OrderListQuery): Promise<ListPage<Order>> {
  const text = query.q?.trim();
  const statuses = query.status ? [...new Set(query.status.split(',').map(Number))].sort((a, b) => a - b) : [];
  const where = and(orderTextWhere(text), statuses.length ? inArray(eCommerceOrders.statusId, statuses) : undefined);
  return readPage<OrderRow, Order>(
    db,
    { table: eCommerceOrders, name: 'e_commerce_orders', id: eCommerceOrders.id },
    query,
    orderSortKeys[query.sort],
    where,
    JSON.stringify([text ?? '', statuses]),
    toOrder,
  );
}

// ---- One --------------------------------------------------------------------------------------------

export async function findProductRow(db: Database, id: string): Promise<ProductRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(eCommerceProducts).where(eq(eCommerceProducts.id, id));
  return row;
}

/** The product; 404 for an id no product has (a malformed one included). */
export async function readProduct(db: Database, id: string): Promise<Product> {
  const row = await findProductRow(db, id);
  if (!row) throw new HttpError(404, eCommerceMessages.productNotFound);
  return toProduct(row);
}

export async function findOrderRow(db: Database, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(eCommerceOrders).where(eq(eCommerceOrders.id, id));
  return row;
}

export async function readOrder(db: Database, id: string): Promise<Order> {
  const row = await findOrderRow(db, id);
  if (!row) throw new HttpError(404, eCommerceMessages.orderNotFound);
  return toOrder(row);
}
