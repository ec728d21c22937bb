import * as z from 'zod/mini';
import { csvDelimiters } from './csv-delimiter';
import { type Invoice, invoiceLanguages, invoicesMessages } from './invoices';
import { keysetDirections, maxPageSize, pageOffsetField, quickSearchSchema, sortOrders } from './list';
import { defineMessages, validationMessages } from './messages';

/**
 * E-commerce (demo-apps §3 "E-commerce", §7): the company's catalogue and orders under `/api/e-commerce-app`,
 * shared by every signed-in account — everyone reads, staff create and change, admins delete.
 */

export const eCommerceMessages = defineMessages('eCommerce', {
  name: 'Give the product a name of up to 200 characters',
  handle: 'Give the product a handle of up to 200 lower-case letters, digits and hyphens',
  handleTaken: 'Another product already has this handle',
  sku: 'Give an SKU of up to 64 characters',
  skuTaken: 'Another product already has this SKU',
  description: 'Write a description of up to 10,000 characters',
  terms: 'Give up to 20 categories or tags, each of up to 60 characters',
  price: 'Give an amount from 0 to 1,000,000',
  taxRate: 'Give a tax rate from 0 to 100',
  quantity: 'Give a whole quantity from 0 to 1,000,000',
  measure: 'Write a measure of up to 30 characters, such as 10 cm or 2 kg',
  images: 'Give up to 20 images, each a file uploaded here, with distinct ids',
  featured: 'Choose the featured image among the product’s images',
  productId: 'Give a product id',
  productIds: 'Select from 1 to 100 products by their ids',
  orderIds: 'Select from 1 to 100 orders by their ids',
  productNotFound: 'No product has this id',
  orderNotFound: 'No order has this id',
  status: 'Choose one of the 14 order statuses',
  statusFilter: 'Filter by order status ids from 1 to 14, separated by commas',
  transition: 'An order cannot go from “{from}” to “{to}”',
  stock: 'There is not enough stock of “{name}” for this order',
  lines: 'Give from 1 to 50 products, each with a whole quantity from 1 to 1,000',
  customer: 'Give the customer’s first and last names and an email address',
  paymentMethod: 'Choose a payment method: Credit Card, Check, PayPal or Bank-wire',
  carrier: 'Choose a carrier: TNT, USPS or FedEx',
  category: 'Filter by a category of up to 60 characters',
});

export const eCommerceLimits = {
  name: 200,
  handle: 200,
  sku: 64,
  description: 10_000,
  terms: 20,
  term: 60,
  amount: 1_000_000,
  quantity: 1_000_000,
  measure: 30,
  images: 20,
  selected: 100,
  lines: 50,
  lineQuantity: 1000,
} as const;

/** At or below this many in stock a product is marked low on stock (the spec is silent; the list's filter uses it too). */
export const lowStockQuantity = 5;

/** The sample catalogue's constants (demo-apps §9). */
export const sampleTaxRate = 10;
export const sampleExtraShippingFee = 3;

export const paymentMethods = ['Credit Card', 'Check', 'PayPal', 'Bank-wire'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const carriers = ['TNT', 'USPS', 'FedEx'] as const;
export type Carrier = (typeof carriers)[number];

/** The 14 order statuses of demo-apps §4, with the spec's ids, names and colours. */
export const orderStatuses = [
  { id: 1, name: 'Awaiting check payment', color: 'blue-500' },
  { id: 2, name: 'Payment accepted', color: 'green-500' },
  { id: 3, name: 'Preparing the order', color: 'orange-500' },
  { id: 4, name: 'Shipped', color: 'purple-500' },
  { id: 5, name: 'Delivered', color: 'green-800' },
  { id: 6, name: 'Canceled', color: 'pink-500' },
  { id: 7, name: 'Refunded', color: 'red-500' },
  { id: 8, name: 'Payment error', color: 'red-900' },
  { id: 9, name: 'On pre-order (paid)', color: 'purple-300' },
  { id: 10, name: 'Awaiting bank wire payment', color: 'blue-500' },
  { id: 11, name: 'Awaiting PayPal payment', color: 'blue-500' },
  { id: 12, name: 'Remote payment accepted', color: 'green-500' },
  { id: 13, name: 'On pre-order (not paid)', color: 'purple-300' },
  { id: 14, name: 'Awaiting Cash-on-delivery payment', color: 'blue-500' },
] as const;
export type OrderStatusId = (typeof orderStatuses)[number]['id'];
export const orderStatusIds = {
  shipped: 4,
  delivered: 5,
  canceled: 6,
  refunded: 7,
} as const;

export function orderStatusById(id: number) {
  return orderStatuses.find((status) => status.id === id);
}

/**
 * Whether an order may go from one status to another (the spec shows none; these are ours): never to the
 * status it has, nothing after Refunded, Delivered only after Shipped, and after Canceled or Delivered only
 * a refund.
 */
export function canChangeOrderStatus(from: number, to: number): boolean {
  if (from === to) return false;
  if (from === orderStatusIds.refunded) return false;
  if (from === orderStatusIds.canceled || from === orderStatusIds.delivered) return to === orderStatusIds.refunded;
  if (to === orderStatusIds.delivered) return from === orderStatusIds.shipped;
  return true;
}

// ---- Products ------------------------------------------------------------------------------------

const termSchema = z
  .string(eCommerceMessages.terms)
  .check(z.trim(), z.maxLength(eCommerceLimits.term, eCommerceMessages.terms));
const termsSchema = z._default(
  z.array(termSchema, eCommerceMessages.terms).check(z.maxLength(eCommerceLimits.terms, eCommerceMessages.terms)),
  [],
);
const amount = (message: string) =>
  z.number(message).check(z.minimum(0, message), z.maximum(eCommerceLimits.amount, message));
const measureSchema = z._default(
  z.string(eCommerceMessages.measure).check(z.trim(), z.maxLength(eCommerceLimits.measure, eCommerceMessages.measure)),
  '',
);

/** A handle: lower-case words of letters and digits joined by hyphens (the product's address). */
export const handlePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The handle of a name: accents dropped, lower case, other characters turned into single hyphens. */
export function handleOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, eCommerceLimits.handle)
    .replace(/-+$/, '');
}

/** The price with tax of a price without it, in cents (what the server stores and the form shows). */
export function priceWithTax(priceTaxExcl: number, taxRate: number): number {
  return Math.round(priceTaxExcl * (100 + taxRate)) / 100;
}
/** The price without tax of a price with it, to the cent. */
export function priceWithoutTax(priceTaxIncl: number, taxRate: number): number {
  return Math.round((priceTaxIncl * 100 * 100) / (100 + taxRate)) / 100;
}

export const productImageSchema = z
  .object({
    id: z
      .number(eCommerceMessages.images)
      .check(z.int(eCommerceMessages.images), z.minimum(0, eCommerceMessages.images)),
    /** A file uploaded through `POST …/product/images` (`/api/files/<id>`). */
    url: z.string(eCommerceMessages.images).check(z.maxLength(300, eCommerceMessages.images)),
    type: z.literal('image', eCommerceMessages.images),
  })
  .register(z.globalRegistry, { id: 'ECommerceProductImage' });
export type ProductImage = z.infer<typeof productImageSchema>;

/** What the product page edits; the save call checks the same rules. */
export const productFields = {
  name: z
    .string(eCommerceMessages.name)
    .check(z.trim(), z.minLength(1, eCommerceMessages.name), z.maxLength(eCommerceLimits.name, eCommerceMessages.name)),
  /** Made from the name when left empty. */
  handle: z._default(
    z.string(eCommerceMessages.handle).check(
      z.trim(),
      z.maxLength(eCommerceLimits.handle, eCommerceMessages.handle),
      z.refine((handle) => handle === '' || handlePattern.test(handle), eCommerceMessages.handle),
    ),
    '',
  ),
  description: z._default(
    z
      .string(eCommerceMessages.description)
      .check(z.maxLength(eCommerceLimits.description, eCommerceMessages.description)),
    '',
  ),
  categories: termsSchema,
  tags: termsSchema,
  featuredImageId: z._default(
    z.nullable(z.number(eCommerceMessages.featured).check(z.int(eCommerceMessages.featured))),
    null,
  ),
  images: z._default(
    z.array(productImageSchema, eCommerceMessages.images).check(
      z.maxLength(eCommerceLimits.images, eCommerceMessages.images),
      z.refine((images) => new Set(images.map((image) => image.id)).size === images.length, eCommerceMessages.images),
    ),
    [],
  ),
  priceTaxExcl: amount(eCommerceMessages.price),
  /** Answered from priceTaxExcl and taxRate; a value sent is recomputed, so the three always agree. */
  priceTaxIncl: z._default(amount(eCommerceMessages.price), 0),
  taxRate: z._default(
    z
      .number(eCommerceMessages.taxRate)
      .check(z.minimum(0, eCommerceMessages.taxRate), z.maximum(100, eCommerceMessages.taxRate)),
    sampleTaxRate,
  ),
  comparedPrice: z._default(amount(eCommerceMessages.price), 0),
  quantity: z
    .number(eCommerceMessages.quantity)
    .check(
      z.int(eCommerceMessages.quantity),
      z.minimum(0, eCommerceMessages.quantity),
      z.maximum(eCommerceLimits.quantity, eCommerceMessages.quantity),
    ),
  sku: z._default(
    z.string(eCommerceMessages.sku).check(z.trim(), z.maxLength(eCommerceLimits.sku, eCommerceMessages.sku)),
    '',
  ),
  width: measureSchema,
  height: measureSchema,
  depth: measureSchema,
  weight: measureSchema,
  extraShippingFee: z._default(amount(eCommerceMessages.price), 0),
  active: z._default(z.boolean(), true),
};

const featuredAmongImages = z.refine<{ featuredImageId: number | null; images: ProductImage[] }>(
  (product) => product.featuredImageId === null || product.images.some((image) => image.id === product.featuredImageId),
  { message: eCommerceMessages.featured, path: ['featuredImageId'] },
);

/** `POST …/product/save`: updates the product whose id exists, otherwise appends one (with this id when it is a UUID). */
export const productSaveSchema = z
  .object({
    id: z.optional(z.string(eCommerceMessages.productId).check(z.maxLength(64, eCommerceMessages.productId))),
    ...productFields,
  })
  .check(featuredAmongImages)
  .register(z.globalRegistry, { id: 'ECommerceProductSave' });
export type ProductSave = z.input<typeof productSaveSchema>;

export const productSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    handle: z.string(),
    description: z.string(),
    categories: z.array(z.string()),
    tags: z.array(z.string()),
    featuredImageId: z.nullable(z.number()),
    images: z.array(productImageSchema),
    priceTaxExcl: z.number(),
    priceTaxIncl: z.number(),
    taxRate: z.number(),
    comparedPrice: z.number(),
    quantity: z.number(),
    sku: z.string(),
    width: z.string(),
    height: z.string(),
    depth: z.string(),
    weight: z.string(),
    extraShippingFee: z.number(),
    active: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'ECommerceProduct' });
export type Product = z.infer<typeof productSchema>;

// ---- Orders --------------------------------------------------------------------------------------

const addressSchema = z.object({ address: z.string(), lat: z.number(), lng: z.number() });
export const orderCustomerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  email: z.string(),
  phone: z.string(),
  invoiceAddress: addressSchema,
  shippingAddress: addressSchema,
});
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

export const orderLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.string(),
  quantity: z.number(),
  total: z.string(),
  image: z.string(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderStatusEntrySchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  date: z.string(),
});
export type OrderStatusEntry = z.infer<typeof orderStatusEntrySchema>;

export const orderSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    /** Amounts are text with two decimals; the discount is negative ("-10.17"). */
    subtotal: z.string(),
    tax: z.string(),
    discount: z.string(),
    total: z.string(),
    /** `YYYY/MM/DD HH:mm:ss` (UTC). */
    date: z.string(),
    customer: orderCustomerSchema,
    products: z.array(orderLineSchema),
    /** The status history, newest first; the first entry is the order's status. */
    status: z.array(orderStatusEntrySchema),
    payment: z.object({ transactionId: z.string(), amount: z.string(), method: z.string(), date: z.string() }),
    shippingDetails: z.array(
      z.object({ tracking: z.string(), carrier: z.string(), weight: z.string(), fee: z.string(), date: z.string() }),
    ),
  })
  .register(z.globalRegistry, { id: 'ECommerceOrder' });
export type Order = z.infer<typeof orderSchema>;

const statusIdSchema = z
  .number(eCommerceMessages.status)
  .check(
    z.int(eCommerceMessages.status),
    z.minimum(1, eCommerceMessages.status),
    z.maximum(14, eCommerceMessages.status),
  );

/** `POST …/order/status`: staff add a status to the order's history (checked against the allowed changes). */
export const orderStatusChangeSchema = z
  .object({ orderId: z.string(eCommerceMessages.orderIds).check(z.maxLength(64)), statusId: statusIdSchema })
  .register(z.globalRegistry, { id: 'ECommerceOrderStatusChange' });
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

const customerText = (max: number) =>
  z._default(z.string(eCommerceMessages.customer).check(z.trim(), z.maxLength(max, eCommerceMessages.customer)), '');
const placeAddressSchema = z._default(
  z.object({
    address: customerText(300),
    lat: z._default(z.number(eCommerceMessages.customer).check(z.minimum(-90), z.maximum(90)), 0),
    lng: z._default(z.number(eCommerceMessages.customer).check(z.minimum(-180), z.maximum(180)), 0),
  }),
  { address: '', lat: 0, lng: 0 },
);

/** `POST …/order/place`: a new order of catalogue products, its stock taken in the same transaction. */
export const orderPlaceSchema = z
  .object({
    customer: z.object({
      firstName: z
        .string(eCommerceMessages.customer)
        .check(z.trim(), z.minLength(1, eCommerceMessages.customer), z.maxLength(100, eCommerceMessages.customer)),
      lastName: z
        .string(eCommerceMessages.customer)
        .check(z.trim(), z.minLength(1, eCommerceMessages.customer), z.maxLength(100, eCommerceMessages.customer)),
      email: z.email(eCommerceMessages.customer).check(z.maxLength(200, eCommerceMessages.customer)),
      company: customerText(200),
      jobTitle: customerText(200),
      phone: customerText(40),
      invoiceAddress: placeAddressSchema,
      shippingAddress: placeAddressSchema,
    }),
    products: z
      .array(
        z.object({
          id: z.string(eCommerceMessages.lines).check(z.maxLength(64, eCommerceMessages.lines)),
          quantity: z
            .number(eCommerceMessages.lines)
            .check(
              z.int(eCommerceMessages.lines),
              z.minimum(1, eCommerceMessages.lines),
              z.maximum(eCommerceLimits.lineQuantity, eCommerceMessages.lines),
            ),
        }),
        eCommerceMessages.lines,
      )
      .check(z.minLength(1, eCommerceMessages.lines), z.maxLength(eCommerceLimits.lines, eCommerceMessages.lines)),
    paymentMethod: z.enum(paymentMethods, eCommerceMessages.paymentMethod),
    carrier: z.enum(carriers, eCommerceMessages.carrier),
  })
  .register(z.globalRegistry, { id: 'ECommerceOrderPlace' });
export type OrderPlace = z.input<typeof orderPlaceSchema>;

// ---- Lists ---------------------------------------------------------------------------------------

/**
 * The list calls answer the spec's shape — an array of products or orders — one page of it: `limit` rows
 * (100 unless asked) sorted, searched and filtered in the database. The total and the cursors of the
 * pages around it travel in headers (`listHeaders`), so a client that reads only the body gets the spec's array.
 */
export const listHeaders = {
  total: 'x-total-count',
  totalIsEstimate: 'x-total-is-estimate',
  nextCursor: 'x-next-cursor',
  prevCursor: 'x-prev-cursor',
} as const;

function listQueryFields<const Field extends string>(
  sortFields: readonly [Field, ...Field[]],
  sort: NoInfer<Field>,
  order: 'asc' | 'desc',
) {
  return {
    q: quickSearchSchema,
    sort: z._default(z.enum(sortFields, validationMessages.sortField), sort),
    order: z._default(z.enum(sortOrders, validationMessages.sortOrder), order),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxPageSize)), maxPageSize),
    cursor: z.optional(z.string().check(z.maxLength(512, validationMessages.cursor))),
    direction: z._default(z.enum(keysetDirections, validationMessages.direction), 'after'),
    ...pageOffsetField,
  };
}

export const productSortFields = ['name', 'priceTaxIncl', 'quantity', 'createdAt', 'sku', 'active'] as const;
export type ProductSortField = (typeof productSortFields)[number];

const flagSchema = z.optional(z.enum(['true', 'false'], validationMessages.sortField));

/** `GET …/products`: `q` searches name and SKU (any part); filters by category, active and low stock. */
export const productListQuerySchema = z.object({
  ...listQueryFields(productSortFields, 'name', 'asc'),
  category: z.optional(
    z.string(eCommerceMessages.category).check(z.trim(), z.maxLength(eCommerceLimits.term, eCommerceMessages.category)),
  ),
  active: z.optional(z.enum(['true', 'false'], eCommerceMessages.category)),
  lowStock: flagSchema,
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const orderSortFields = ['date', 'reference', 'customer', 'total', 'status'] as const;
export type OrderSortField = (typeof orderSortFields)[number];

/** `GET …/orders`: `q` finds references by their start and customers by any part of the name; `status` keeps the orders whose status is one of the ids. */
export const orderListQuerySchema = z.object({
  ...listQueryFields(orderSortFields, 'date', 'desc'),
  status: z.optional(
    z.string(eCommerceMessages.statusFilter).check(
      z.maxLength(40, eCommerceMessages.statusFilter),
      z.refine(
        (text) => text.split(',').every((part) => /^\d{1,2}$/.test(part) && Number(part) >= 1 && Number(part) <= 14),
        eCommerceMessages.statusFilter,
      ),
    ),
  ),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const productListSchema = z.array(productSchema).register(z.globalRegistry, { id: 'ECommerceProductList' });
export const orderListSchema = z.array(orderSchema).register(z.globalRegistry, { id: 'ECommerceOrderList' });

const ids = (message: string) =>
  z
    .array(z.string(message).check(z.maxLength(64, message)), message)
    .check(z.minLength(1, message), z.maxLength(eCommerceLimits.selected, message));
export const removeProductsSchema = z.object({ productIds: ids(eCommerceMessages.productIds) });
export const removeOrdersSchema = z.object({ orderIds: ids(eCommerceMessages.orderIds) });
export const removedIdsSchema = z.array(z.string());

export const productQuerySchema = z.object({
  productId: z.string(eCommerceMessages.productId).check(z.maxLength(64, eCommerceMessages.productId)),
});
export const orderQuerySchema = z.object({
  orderId: z.string(eCommerceMessages.orderIds).check(z.maxLength(64, eCommerceMessages.orderIds)),
});

/** `GET …/products/export.csv`: the list's filters and sort, and the file's separator. */
export const productExportQuerySchema = z.object({
  q: quickSearchSchema,
  sort: productListQuerySchema.shape.sort,
  order: productListQuerySchema.shape.order,
  category: productListQuerySchema.shape.category,
  active: productListQuerySchema.shape.active,
  lowStock: flagSchema,
  delimiter: z._default(z.enum(csvDelimiters), ','),
});
export type ProductExportQuery = z.infer<typeof productExportQuerySchema>;

// ---- The order's invoice --------------------------------------------------------------------------------

/** Who bills the shop's orders (the company, as on its invoices). */
export const shopInvoiceFrom = {
  title: 'Conecta Telecomunicações Ltda.',
  address: 'Av. Paulista, 1578 — Bela Vista, São Paulo — SP, 01310-200',
  phone: '+55 11 4002-8922',
  email: 'faturamento@conecta.example',
  website: 'www.conecta.example',
} as const;

/**
 * The order as an invoice: the figures the order page's Invoice tab shows and the server's PDF prints, from this
 * one function (lines: name, unit price, quantity, line total; then subtotal, tax, discount — negative — and total,
 * all the order's own). `date` is the order's day (YYYY-MM-DD); an order has no due day.
 */
export function orderInvoice(order: Order): Invoice {
  const { customer } = order;
  return {
    id: order.id,
    from: { ...shopInvoiceFrom },
    client: {
      title: [`${customer.firstName} ${customer.lastName}`.trim(), customer.company].filter(Boolean).join(' — '),
      address: customer.invoiceAddress.address,
      phone: customer.phone,
      email: customer.email,
    },
    number: order.reference,
    date: order.date.slice(0, 10).replaceAll('/', '-'),
    dueDate: '',
    services: order.products.map((line) => ({
      id: line.id,
      title: line.name,
      detail: '',
      unit: '',
      unitPrice: line.price,
      quantity: String(line.quantity),
      total: line.total,
    })),
    subtotal: order.subtotal,
    tax: order.tax,
    discount: order.discount,
    total: order.total,
  };
}

/** `GET …/order/invoice.pdf?orderId=&lang=`: the order's invoice as a PDF, its words in `lang` (pt-BR by default). */
export const orderInvoicePdfQuerySchema = z.object({
  orderId: orderQuerySchema.shape.orderId,
  lang: z._default(z.enum(invoiceLanguages, invoicesMessages.language), 'pt-BR'),
});
