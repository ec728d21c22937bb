import { defineFeature } from '../../platform/feature';
import { invoicesRoutes } from './routes';
import { invoicesSampleData } from './seed';
import * as tables from './table';

/** The company's invoices, read by every signed-in account (`/pages/invoices/*`), and their PDF. */
export const invoicesFeature = defineFeature({
  name: 'invoices',
  prefix: '/api/invoices',
  routes: invoicesRoutes,
  tables,
  sampleData: invoicesSampleData,
});

// What other features use (the e-commerce order's invoice): the PDF of an invoice, and the fonts it is written in.
export { findPdfFonts, type PdfFonts, renderInvoicePdf } from './pdf';
export { toInvoice } from './queries';
