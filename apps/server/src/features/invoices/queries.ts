import { type Invoice, invoiceFigures, invoicesMessages } from '@conecta/contracts/invoices';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { type InvoiceRow, invoices } from './table';

/** The invoice as the spec shows it: every figure computed from the stored lines and discount, never read. */
export function toInvoice(row: InvoiceRow): Invoice {
  const figures = invoiceFigures(row.services, row.discount);
  return {
    id: row.id,
    from: row.from,
    client: row.client,
    number: row.number,
    date: row.date,
    dueDate: row.dueDate,
    services: row.services.map((line, index) => ({ ...line, total: figures.lineTotals[index] ?? '0.00' })),
    subtotal: figures.subtotal,
    tax: figures.tax,
    discount: figures.discount,
    total: figures.total,
  };
}

/** The company's invoice with this id; 404 when none has it. */
export async function readInvoice(db: Database, id: string): Promise<Invoice> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  if (!row) throw new HttpError(404, invoicesMessages.notFound);
  return toInvoice(row);
}
