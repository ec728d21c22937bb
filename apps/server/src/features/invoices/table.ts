import { date, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';

/** What is stored of a service line: no totals, they are computed from these (`invoiceFigures`). */
export interface StoredInvoiceService {
  id: string;
  title: string;
  detail: string;
  unit: string;
  /** Decimal text, two decimals at most. */
  unitPrice: string;
  quantity: string;
}

/**
 * The company's invoices, read by every signed-in account. The lines keep their order in one jsonb list (an
 * invoice is read and printed whole); the subtotal, tax and total are never stored, only the discount.
 */
export const invoices = pgTable('invoices', {
  /** The template's short ids (10 characters for the sample), so text rather than uuid. */
  id: text('id').primaryKey(),
  number: text('number').notNull().unique(),
  date: date('date', { mode: 'string' }).notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  from: jsonb('from')
    .$type<{ title: string; address: string; phone: string; email: string; website: string }>()
    .notNull(),
  client: jsonb('client').$type<{ title: string; address: string; phone: string; email: string }>().notNull(),
  services: jsonb('services').$type<StoredInvoiceService[]>().notNull(),
  discount: numeric('discount', { precision: 14, scale: 2 }).notNull().default('0'),
});
export type InvoiceRow = typeof invoices.$inferSelect;
