import { pipeline, Readable } from 'node:stream';
import type { ProductExportQuery } from '@conecta/contracts/e-commerce';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { spreadsheetSafe } from '../../http/spreadsheet-safe';
import { readProductPage } from './queries';

const csvColumns = [
  'id',
  'name',
  'handle',
  'categories',
  'tags',
  'priceTaxExcl',
  'priceTaxIncl',
  'taxRate',
  'comparedPrice',
  'quantity',
  'sku',
  'width',
  'height',
  'depth',
  'weight',
  'extraShippingFee',
  'active',
] as const;

/** Rows per read: one keyset page each, so an export of 50,000 products never holds them all. */
const exportBatch = 1000;

/**
 * The product list's view (filters and sort) as CSV, streamed page by page. Every text cell goes through
 * `spreadsheetSafe`, so a name like `=HYPERLINK(…)` opens as text, not as a formula.
 */
export function productCsvStream(db: Database, query: ProductExportQuery, log: FastifyBaseLogger): Readable {
  async function* records() {
    let cursor: string | undefined;
    do {
      const page = await readProductPage(db, { ...query, limit: exportBatch, direction: 'after', cursor });
      for (const product of page.items) {
        yield {
          ...product,
          categories: product.categories.join(', '),
          tags: product.tags.join(', '),
          priceTaxExcl: product.priceTaxExcl.toFixed(2),
          priceTaxIncl: product.priceTaxIncl.toFixed(2),
          comparedPrice: product.comparedPrice.toFixed(2),
          extraShippingFee: product.extraShippingFee.toFixed(2),
          active: String(product.active),
        };
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return pipeline(
    Readable.from(records()),
    stringify({
      header: true,
      columns: [...csvColumns],
      delimiter: query.delimiter,
      cast: { string: spreadsheetSafe },
    }),
    (error) => {
      if (error) log.warn({ err: error }, 'product export ended early');
    },
  );
}
