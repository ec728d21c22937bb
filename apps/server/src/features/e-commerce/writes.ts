import { randomBytes, randomUUID } from 'node:crypto';
import {
  canChangeOrderStatus,
  eCommerceMessages,
  handleOf,
  type Order,
  type OrderStatusEntry,
  type orderPlaceSchema,
  orderStatusById,
  orderStatusIds,
  type Product,
  type paymentMethods,
  type productSaveSchema,
} from '@conecta/contracts/e-commerce';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { type Database, withTransaction } from '../../db/client';
import { HttpError, InputError } from '../../http/errors';
import { type FileStore, storedFileIdOf } from '../../uploads';
import { productImageUse } from './image-use';
import {
  centsText,
  findOrderRow,
  forgetOrderCounts,
  forgetProductCounts,
  isUuid,
  orderDateText,
  toCents,
  toOrder,
  toProduct,
} from './queries';
import { eCommerceOrders, eCommerceProducts, type NewOrderRow, type ProductRow } from './table';

export type SavedProduct = z.output<typeof productSaveSchema>;

const takenMessages = { handle: eCommerceMessages.handleTaken, sku: eCommerceMessages.skuTaken } as const;
const uniqueIndexes: Record<string, keyof typeof takenMessages> = {
  e_commerce_products_handle_key: 'handle',
  e_commerce_products_sku_key: 'sku',
};

/** Runs a write; a unique index that refuses it (a race with another writer) answers like the check before it. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    for (let cause: unknown = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
      const { code, constraint } = cause as { code?: string; constraint?: string };
      const field = code === '23505' && constraint ? uniqueIndexes[constraint] : undefined;
      if (field) throw new InputError({ [field]: takenMessages[field] });
    }
    throw error;
  }
}

/** The images must be product images uploaded here (`POST …/product/images`), not any URL or another feature's file. */
async function checkImages(store: FileStore, product: SavedProduct, before: ProductRow | undefined) {
  const known = new Set(before?.images.map((image) => image.url));
  for (const image of product.images) {
    if (known.has(image.url)) continue;
    const fileId = storedFileIdOf(image.url);
    const info = fileId ? await store.info(fileId) : undefined;
    if (!info || info.use !== productImageUse.name || image.url.endsWith('/thumbnail')) {
      throw new InputError({ images: eCommerceMessages.images });
    }
  }
}

/**
 * `POST …/product/save`: updates the product whose id exists, otherwise appends it (under the id sent when it
 * is a UUID, a new one otherwise). The handle comes from the name when left empty; the price with tax is
 * computed from the price without it and the rate, so the three always agree.
 */
export async function saveProduct(db: Database, store: FileStore, product: SavedProduct): Promise<Product> {
  const handle = product.handle || handleOf(product.name);
  if (!handle) throw new InputError({ handle: eCommerceMessages.handle });
  const existing = product.id ? await findProductRowById(db, product.id) : undefined;
  await checkImages(store, product, existing);
  const id = existing?.id ?? (product.id && isUuid(product.id) ? product.id : randomUUID());

  const clashes = await db
    .select({ handle: eCommerceProducts.handle, sku: eCommerceProducts.sku })
    .from(eCommerceProducts)
    .where(
      and(
        ne(eCommerceProducts.id, id),
        or(eq(eCommerceProducts.handle, handle), product.sku ? eq(eCommerceProducts.sku, product.sku) : undefined),
      ),
    );
  const errors: Record<string, string> = {};
  if (clashes.some((clash) => clash.handle === handle)) errors.handle = takenMessages.handle;
  if (product.sku && clashes.some((clash) => clash.sku === product.sku)) errors.sku = takenMessages.sku;
  if (Object.keys(errors).length > 0) throw new InputError(errors);

  const priceTaxExclCents = toCents(product.priceTaxExcl);
  const values = {
    name: product.name,
    handle,
    description: product.description,
    categories: product.categories.filter(Boolean),
    tags: product.tags.filter(Boolean),
    featuredImageId: product.featuredImageId,
    images: product.images,
    priceTaxExclCents,
    priceTaxInclCents: Math.round((priceTaxExclCents * (100 + product.taxRate)) / 100),
    taxRate: product.taxRate,
    comparedPriceCents: toCents(product.comparedPrice),
    quantity: product.quantity,
    sku: product.sku,
    width: product.width,
    height: product.height,
    depth: product.depth,
    weight: product.weight,
    extraShippingFeeCents: toCents(product.extraShippingFee),
    active: product.active ? ('true' as const) : ('false' as const),
    updatedAt: new Date(),
  };
  const [row] = await refusingDuplicates(() =>
    existing
      ? db.update(eCommerceProducts).set(values).where(eq(eCommerceProducts.id, id)).returning()
      : db
          .insert(eCommerceProducts)
          .values({ id, ...values })
          .returning(),
  );
  forgetProductCounts(db);
  if (!row) throw new HttpError(404, eCommerceMessages.productNotFound);
  return toProduct(row);
}

async function findProductRowById(db: Database, id: string): Promise<ProductRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(eCommerceProducts).where(eq(eCommerceProducts.id, id));
  return row;
}

/**
 * Removes the selected rows of a table, all or none: an id nobody has refuses the whole (404), so a stale
 * selection never removes half of what it showed. Answers the ids, as the spec's calls do.
 */
async function removeSelected(
  db: Database,
  table: typeof eCommerceProducts | typeof eCommerceOrders,
  ids: readonly string[],
  notFound: string,
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (!wanted.every(isUuid)) throw new HttpError(404, notFound);
  return withTransaction(db, async (tx) => {
    const removed = await tx.delete(table).where(inArray(table.id, wanted)).returning({ id: table.id });
    // Throwing rolls the deletion back.
    if (removed.length !== wanted.length) throw new HttpError(404, notFound);
    return wanted;
  });
}

export async function removeProducts(db: Database, ids: readonly string[]): Promise<string[]> {
  const removed = await removeSelected(db, eCommerceProducts, ids, eCommerceMessages.productNotFound);
  forgetProductCounts(db);
  return removed;
}

export async function removeOrders(db: Database, ids: readonly string[]): Promise<string[]> {
  const removed = await removeSelected(db, eCommerceOrders, ids, eCommerceMessages.orderNotFound);
  forgetOrderCounts(db);
  return removed;
}

function statusEntry(statusId: number, at: Date): OrderStatusEntry {
  const status = orderStatusById(statusId);
  if (!status) throw new InputError({ statusId: eCommerceMessages.status });
  return { id: status.id, name: status.name, color: status.color, date: orderDateText(at) };
}

/** Puts stock back (cancelling) or takes it (placing): one UPDATE per product, in the caller's transaction. */
async function moveStock(tx: Database, lines: readonly { id: string; quantity: number }[], sign: 1 | -1) {
  for (const line of lines) {
    if (!isUuid(line.id)) continue;
    await tx
      .update(eCommerceProducts)
      .set({ quantity: sql`${eCommerceProducts.quantity} + ${sign * line.quantity}`, updatedAt: new Date() })
      .where(eq(eCommerceProducts.id, line.id));
  }
}

/**
 * `POST …/order/status`: adds a status on top of the order's history, if the change is allowed
 * (`canChangeOrderStatus`). Cancelling puts the order's products back in stock in the same transaction.
 */
export async function changeOrderStatus(db: Database, orderId: string, statusId: number): Promise<Order> {
  if (!isUuid(orderId)) throw new HttpError(404, eCommerceMessages.orderNotFound);
  const row = await withTransaction(db, async (tx) => {
    const [order] = await tx.select().from(eCommerceOrders).where(eq(eCommerceOrders.id, orderId)).for('update');
    if (!order) throw new HttpError(404, eCommerceMessages.orderNotFound);
    if (!canChangeOrderStatus(order.statusId, statusId)) {
      const params = {
        from: orderStatusById(order.statusId)?.name ?? String(order.statusId),
        to: orderStatusById(statusId)?.name ?? String(statusId),
      };
      throw new InputError(
        { statusId: eCommerceMessages.transition },
        { message: eCommerceMessages.transition, params, fieldParams: { statusId: params } },
      );
    }
    if (statusId === orderStatusIds.canceled) await moveStock(tx, order.products, 1);
    const [changed] = await tx
      .update(eCommerceOrders)
      .set({ statusId, statusHistory: [statusEntry(statusId, new Date()), ...order.statusHistory] })
      .where(eq(eCommerceOrders.id, orderId))
      .returning();
    return changed;
  });
  forgetOrderCounts(db);
  forgetProductCounts(db);
  if (!row) throw new HttpError(404, eCommerceMessages.orderNotFound);
  return toOrder(row);
}

/** The first status of an order by how it is paid. */
const firstStatusByPayment: Record<(typeof paymentMethods)[number], number> = {
  'Credit Card': 2,
  Check: 1,
  PayPal: 11,
  'Bank-wire': 10,
};

/** An order reference: eight hex characters, as the sample's. */
export const newReference = () => randomBytes(4).toString('hex').toUpperCase();

/**
 * `POST …/order/place`: a new order of catalogue products at their current prices. The stock of every
 * product is checked and taken in the same transaction as the order is written: both or neither.
 */
export async function placeOrder(db: Database, input: z.output<typeof orderPlaceSchema>): Promise<Order> {
  const now = new Date();
  const quantities = new Map<string, number>();
  for (const line of input.products) quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity);
  const row = await withTransaction(db, async (tx) => {
    const ids = [...quantities.keys()];
    if (!ids.every(isUuid)) throw new InputError({ products: eCommerceMessages.productNotFound });
    const products = await tx
      .select()
      .from(eCommerceProducts)
      .where(inArray(eCommerceProducts.id, ids))
      .orderBy(eCommerceProducts.id)
      .for('update');
    if (products.length !== ids.length) throw new InputError({ products: eCommerceMessages.productNotFound });
    let subtotal = 0;
    let tax = 0;
    let fee = 0;
    const lines = products.map((product) => {
      const quantity = quantities.get(product.id) ?? 0;
      if (product.quantity < quantity) {
        const params = { name: product.name };
        throw new InputError(
          { products: eCommerceMessages.stock },
          { message: eCommerceMessages.stock, params, fieldParams: { products: params } },
        );
      }
      subtotal += product.priceTaxExclCents * quantity;
      tax += (product.priceTaxInclCents - product.priceTaxExclCents) * quantity;
      fee += product.extraShippingFeeCents;
      const featured = product.images.find((image) => image.id === product.featuredImageId) ?? product.images[0];
      return {
        id: product.id,
        name: product.name,
        price: centsText(product.priceTaxInclCents),
        quantity,
        total: centsText(product.priceTaxInclCents * quantity),
        image: featured?.url ?? '',
      };
    });
    await moveStock(tx, lines, -1);
    const customer = input.customer;
    const address = (value: { address?: string; lat?: number; lng?: number } | undefined) => ({
      address: value?.address ?? '',
      lat: value?.lat ?? 0,
      lng: value?.lng ?? 0,
    });
    const order: NewOrderRow = {
      reference: newReference(),
      subtotalCents: subtotal,
      taxCents: tax,
      discountCents: 0,
      totalCents: subtotal + tax,
      orderedAt: now,
      customerName: `${customer.firstName} ${customer.lastName}`,
      customer: {
        id: randomUUID(),
        firstName: customer.firstName,
        lastName: customer.lastName,
        avatar: '',
        company: customer.company ?? '',
        jobTitle: customer.jobTitle ?? '',
        email: customer.email,
        phone: customer.phone ?? '',
        invoiceAddress: address(customer.invoiceAddress),
        shippingAddress: address(customer.shippingAddress ?? customer.invoiceAddress),
      },
      products: lines,
      statusId: firstStatusByPayment[input.paymentMethod],
      statusHistory: [statusEntry(firstStatusByPayment[input.paymentMethod], now)],
      payment: { transactionId: randomBytes(6).toString('hex'), method: input.paymentMethod, date: orderDateText(now) },
      shippingDetails: [{ tracking: '', carrier: input.carrier, weight: '', feeCents: fee, date: orderDateText(now) }],
    };
    const [written] = await tx.insert(eCommerceOrders).values(order).returning();
    return written;
  });
  forgetOrderCounts(db);
  forgetProductCounts(db);
  if (!row) throw new Error('The order was not written');
  return toOrder(row);
}

export { findOrderRow };
