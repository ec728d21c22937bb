import { apiErrorSchema } from '@conecta/contracts';
import { invoicePdfQuerySchema, invoiceQuerySchema, invoiceSchema } from '@conecta/contracts/invoices';
import type { FeatureRoutes } from '../../platform/feature';
import { findPdfFonts, renderInvoicePdf } from './pdf';
import { readInvoice } from './queries';

const refusals = { 400: apiErrorSchema, 404: apiErrorSchema } as const;

/** The company's invoices: every signed-in account reads them (401 without a token, 403 without a role). */
export const invoicesRoutes: FeatureRoutes = async (app, { db, config, route }) => {
  // Looked up once: the fonts do not move while the server runs.
  const fonts = findPdfFonts(config.pdfFontDirs);

  app.get(
    '/get-invoice',
    route('user', {
      schema: {
        summary:
          'The invoice whose id matches: its lines’ totals, subtotal, tax (8 %) and total computed from its lines',
        querystring: invoiceQuerySchema,
        response: { 200: invoiceSchema, ...refusals },
      },
    }),
    async (request) => readInvoice(db, request.query.id),
  );

  app.get(
    '/get-invoice.pdf',
    route('user', {
      schema: {
        summary:
          'The same invoice as a one-page A4 PDF (application/pdf, a download) made on the server, its labels, amounts and dates in `lang`',
        querystring: invoicePdfQuerySchema,
        // The PDF is sent as bytes, never serialized (hence `as never` below); the schemas describe the refusals.
        response: refusals,
      },
    }),
    async (request, reply) => {
      const invoice = await readInvoice(db, request.query.id);
      const pdf = await renderInvoicePdf(invoice, request.query.lang, { fonts });
      const name = `invoice-${invoice.number.replace(/[^\w.-]/g, '_')}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(pdf as never);
    },
  );
};
