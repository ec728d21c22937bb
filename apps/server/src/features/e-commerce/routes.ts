import { apiErrorSchema } from '@conecta/contracts';
import {
  listHeaders,
  orderInvoice,
  orderInvoicePdfQuerySchema,
  orderListQuerySchema,
  orderListSchema,
  orderPlaceSchema,
  orderQuerySchema,
  orderSchema,
  orderStatusChangeSchema,
  productExportQuerySchema,
  productImageSchema,
  productListQuerySchema,
  productListSchema,
  productQuerySchema,
  productSaveSchema,
  productSchema,
  removedIdsSchema,
  removeOrdersSchema,
  removeProductsSchema,
} from '@conecta/contracts/e-commerce';
import type { FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { currentAccount } from '../../auth/guard';
import { refusals } from '../../db/accountCollection';
import type { FeatureRoutes } from '../../platform/feature';
import { acceptUploads, createFileStore, receiveUpload, storedFileUrl } from '../../uploads';
import { findPdfFonts, renderInvoicePdf } from '../invoices';
import { productCsvStream } from './export';
import { productImageUse } from './image-use';
import { type ListPage, readOrder, readOrderPage, readProduct, readProductPage } from './queries';
import { changeOrderStatus, placeOrder, removeOrders, removeProducts, saveProduct } from './writes';

/** The page's rows are the body (the spec's array); its total and cursors go beside it as headers. */
function sendPage<Item>(reply: FastifyReply, page: ListPage<Item>): Item[] {
  reply.header(listHeaders.total, String(page.total));
  reply.header(listHeaders.totalIsEstimate, String(page.totalIsEstimate));
  if (page.nextCursor) reply.header(listHeaders.nextCursor, page.nextCursor);
  if (page.prevCursor) reply.header(listHeaders.prevCursor, page.prevCursor);
  return page.items;
}

/** What the list calls say beside their array, in the OpenAPI document. */
const pageHeadersText =
  'The body is the array of the spec; headers carry x-total-count (rows matching, an estimate past 10,000 when x-total-is-estimate is "true"), x-next-cursor and x-prev-cursor (absent at either end), for `cursor` and `direction`.';

const productImageUploadSchema = z.object({ ...productImageSchema.shape, thumbnail: z.string() });

/**
 * E-commerce (demo-apps §7): the company's catalogue and orders, shared by every signed-in account —
 * everyone reads, staff save products and change orders, admins remove. Beyond the spec's calls: the CSV
 * export, the image upload, adding an order status, and placing an order (stock taken with it).
 */
export const eCommerceRoutes: FeatureRoutes = async (app, { db, config, route }) => {
  // The invoices' fonts (DejaVu Sans: Turkish and Arabic letters), looked up once.
  const pdfFonts = findPdfFonts(config.pdfFontDirs);
  const store = createFileStore(db);

  app.get(
    '/products',
    route('user', {
      schema: {
        summary:
          'The products, one page of them (100 unless `limit` says fewer), sorted, searched and filtered in the database; total and cursors in headers',
        querystring: productListQuerySchema,
        description: pageHeadersText,
        response: { 200: productListSchema, 400: apiErrorSchema },
      },
    }),
    async (request, reply) => sendPage(reply, await readProductPage(db, request.query)),
  );

  app.get(
    '/products/export.csv',
    route('user', {
      schema: {
        summary: 'The filtered, sorted product list as CSV (cells that would run as formulas are kept as text)',
        querystring: productExportQuerySchema,
        response: { 400: apiErrorSchema },
      },
    }),
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="products-${day}.csv"`)
          .header('cache-control', 'no-store')
          // A stream goes out as it is, past the JSON serializer the response schemas type `send` for.
          .send(productCsvStream(db, request.query, request.log) as never)
      );
    },
  );

  app.post(
    '/remove-products',
    route('admin', {
      schema: {
        summary: 'Remove the selected products (admins): all of them, or none when one id is unknown; answers the ids',
        body: removeProductsSchema,
        response: { 200: removedIdsSchema, ...refusals },
      },
    }),
    async (request) => removeProducts(db, request.body.productIds),
  );

  app.get(
    '/product',
    route('user', {
      schema: {
        summary: 'One product',
        querystring: productQuerySchema,
        response: { 200: productSchema, ...refusals },
      },
    }),
    async (request) => readProduct(db, request.query.productId),
  );

  app.post(
    '/product/save',
    route('staff', {
      schema: {
        summary:
          'Save a product (staff): updates the one whose id exists, otherwise appends it; the tax-included price is computed',
        body: productSaveSchema,
        response: { 200: productSchema, ...refusals },
      },
    }),
    async (request) => saveProduct(db, store, request.body),
  );

  await app.register(async (uploads) => {
    await uploads.register(acceptUploads);
    uploads.post(
      '/product/images',
      {
        ...route('staff', {
          schema: {
            summary:
              'Upload a product image (staff; multipart field "file", PNG, JPEG, WebP or GIF up to 5 MiB); answers its URLs for the product’s images',
            consumes: ['multipart/form-data'],
            response: {
              200: productImageUploadSchema,
              400: apiErrorSchema,
              413: apiErrorSchema,
              415: apiErrorSchema,
            },
          },
        }),
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request) => {
        const account = currentAccount(request);
        const saved = await store.save(await receiveUpload(request, productImageUse, account.id));
        return {
          // The product's images number themselves; the page gives the new one its id.
          id: 0,
          url: storedFileUrl(saved.id),
          type: 'image' as const,
          thumbnail: saved.hasThumbnail ? storedFileUrl(saved.id, 'thumbnail') : storedFileUrl(saved.id),
        };
      },
    );
  });

  app.get(
    '/orders',
    route('user', {
      schema: {
        summary:
          'The orders, one page of them (100 unless `limit` says fewer), newest first unless sorted otherwise; `status` filters by status ids; total and cursors in headers',
        querystring: orderListQuerySchema,
        description: pageHeadersText,
        response: { 200: orderListSchema, 400: apiErrorSchema },
      },
    }),
    async (request, reply) => sendPage(reply, await readOrderPage(db, request.query)),
  );

  app.post(
    '/remove-orders',
    route('admin', {
      schema: {
        summary: 'Remove the selected orders (admins): all of them, or none when one id is unknown; answers the ids',
        body: removeOrdersSchema,
        response: { 200: removedIdsSchema, ...refusals },
      },
    }),
    async (request) => removeOrders(db, request.body.orderIds),
  );

  app.get(
    '/order',
    route('user', {
      schema: { summary: 'One order', querystring: orderQuerySchema, response: { 200: orderSchema, ...refusals } },
    }),
    async (request) => readOrder(db, request.query.orderId),
  );

  app.get(
    '/order/invoice.pdf',
    route('user', {
      schema: {
        summary:
          'The order’s invoice as a one-page A4 PDF (application/pdf, a download) made on the server: the lines and figures of the order page’s Invoice tab, in reais, its words in `lang`',
        querystring: orderInvoicePdfQuerySchema,
        // The PDF is sent as bytes, never serialized (hence `as never` below); the schemas describe the refusals.
        response: refusals,
      },
    }),
    async (request, reply) => {
      const order = await readOrder(db, request.query.orderId);
      const pdf = await renderInvoicePdf(orderInvoice(order), request.query.lang, {
        fonts: pdfFonts,
        currency: 'BRL',
        taxPercent: null,
      });
      const name = `order-${order.reference.replace(/[^\w.-]/g, '_')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(pdf as never);
    },
  );

  app.post(
    '/order/status',
    route('staff', {
      schema: {
        summary:
          'Add a status to an order’s history (staff), if the change is allowed; cancelling puts its products back in stock in the same transaction',
        body: orderStatusChangeSchema,
        response: { 200: orderSchema, ...refusals },
      },
    }),
    async (request) => changeOrderStatus(db, request.body.orderId, request.body.statusId),
  );

  app.post(
    '/order/place',
    route('staff', {
      schema: {
        summary:
          'Place an order of catalogue products (staff) at their current prices; their stock is taken in the same transaction, or nothing is written',
        body: orderPlaceSchema,
        response: { 200: orderSchema, 400: apiErrorSchema },
      },
    }),
    async (request) => placeOrder(db, request.body),
  );
};
