import * as z from 'zod/mini';
import { defineMessages } from './messages';

/**
 * Invoices (demo-apps "Invoices", issue 23): the company's invoices, read by every signed-in account under
 * `/api/invoices` (`GET get-invoice?id=`, and the same invoice as a PDF made on the server). The shop is the
 * company's, so its invoices are company data, not an account's own: no account owns one and none is hidden.
 *
 * Only the quantities, unit prices and the discount are stored; every line total, the subtotal, the tax and the
 * total are computed from them by `invoiceFigures`, here, the one function the server and the web both use.
 */

export const invoicesMessages = defineMessages('invoices', {
  id: 'Give the id of an invoice (1 to 64 characters)',
  notFound: 'No invoice has this id',
  language: 'Choose the language of the document: pt-BR, en, tr or ar',
});

export const invoiceLimits = { id: 64 } as const;

/** The sample invoice's id (10 characters, demo-apps §9): the pages show it unless the address names another. */
export const sampleInvoiceId = '5725a6802d';

/** The tax, in percent of the subtotal: the rule the spec's figures fit (8 % of 8445 is 675.60). */
export const invoiceTaxPercent = 8;

/** The languages a document can be written in, as the console offers them. */
export const invoiceLanguages = ['pt-BR', 'en', 'tr', 'ar'] as const;
export type InvoiceLanguage = (typeof invoiceLanguages)[number];

const text = z.string();
/** An amount as the spec writes it: a string, two decimals (`'675.60'`). */
const amount = z.string().register(z.globalRegistry, { description: 'A decimal amount as text, e.g. "675.60"' });

export const invoiceFromSchema = z.object({ title: text, address: text, phone: text, email: text, website: text });
export const invoiceClientSchema = z.object({ title: text, address: text, phone: text, email: text });

/** A service line: quantity × unit price, its total computed from them. */
export const invoiceServiceSchema = z
  .object({ id: text, title: text, detail: text, unit: text, unitPrice: amount, quantity: amount, total: amount })
  .register(z.globalRegistry, { id: 'InvoiceService' });
export type InvoiceService = z.infer<typeof invoiceServiceSchema>;

/** `GET /api/invoices/get-invoice?id=`: the invoice, every amount a string. `date` and `dueDate` are days (YYYY-MM-DD). */
export const invoiceSchema = z
  .object({
    id: text,
    from: invoiceFromSchema,
    client: invoiceClientSchema,
    number: text,
    date: text,
    dueDate: text,
    services: z.array(invoiceServiceSchema),
    subtotal: amount,
    tax: amount,
    discount: amount,
    total: amount,
  })
  .register(z.globalRegistry, { id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

const idSchema = z
  .string(invoicesMessages.id)
  .check(z.trim(), z.minLength(1, invoicesMessages.id), z.maxLength(invoiceLimits.id, invoicesMessages.id));

/** `GET /api/invoices/get-invoice?id=`. */
export const invoiceQuerySchema = z.object({ id: idSchema });

/** `GET /api/invoices/get-invoice.pdf?id=&lang=`: the language of the labels, amounts and dates (pt-BR by default). */
export const invoicePdfQuerySchema = z.object({
  id: idSchema,
  lang: z._default(z.enum(invoiceLanguages, invoicesMessages.language), 'pt-BR'),
});

// ---- The arithmetic -------------------------------------------------------------------------------------------

/** What is stored of a line: its quantity and unit price, as decimal text with up to two decimals. */
export type InvoiceLineInput = Pick<InvoiceService, 'quantity' | 'unitPrice'>;

const decimal = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** A decimal text with up to two decimals, in hundredths (`'10.5'` → 1050); exact, no floating point. */
export function toHundredths(value: string): number {
  const match = decimal.exec(value.trim());
  if (!match) throw new RangeError(`Not an amount: ${JSON.stringify(value)}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Hundredths as the spec writes amounts: two decimals, a point, no grouping (`67560` → `'675.60'`). */
export function fromHundredths(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const whole = Math.abs(hundredths);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

export interface InvoiceFigures {
  /** Each line's total, in the order of the lines. */
  lineTotals: string[];
  subtotal: string;
  tax: string;
  discount: string;
  total: string;
}

/**
 * The figures of an invoice from what is typed in (the lines' quantities and unit prices, the discount):
 * line total = quantity × unit price; subtotal = Σ line totals; tax = 8 % of the subtotal, to the cent
 * (half a cent up); total = subtotal + tax − discount. Exact in hundredths, so 8445 gives 675.60 and 9000.
 */
export function invoiceFigures(lines: readonly InvoiceLineInput[], discount: string): InvoiceFigures {
  // quantity (hundredths) × unit price (hundredths) is in ten-thousandths: back to hundredths, rounded.
  const lineHundredths = lines.map((line) =>
    Math.round((toHundredths(line.quantity) * toHundredths(line.unitPrice)) / 100),
  );
  const subtotal = lineHundredths.reduce((sum, value) => sum + value, 0);
  const tax = Math.round((subtotal * invoiceTaxPercent) / 100);
  const off = toHundredths(discount);
  return {
    lineTotals: lineHundredths.map(fromHundredths),
    subtotal: fromHundredths(subtotal),
    tax: fromHundredths(tax),
    discount: fromHundredths(off),
    total: fromHundredths(subtotal + tax - off),
  };
}

// ---- Formatting for a language ----------------------------------------------------------------------------------

/**
 * The currency amounts are shown in: the real (BRL) in Portuguese, as the company bills in Brazil; the template's
 * dollar in the other languages (the issue asks for BRL where the language is pt-BR and says nothing of the rest).
 */
export function invoiceCurrency(language: string): 'BRL' | 'USD' {
  return language === 'pt-BR' ? 'BRL' : 'USD';
}

/** An amount (`'8445.00'`) as money in the language (`R$ 8.445,00`, `$8,445.00`); the shop's documents are always in reais. */
export function formatInvoiceAmount(
  value: string,
  language: string,
  currency: 'BRL' | 'USD' = invoiceCurrency(language),
): string {
  const negative = value.trim().startsWith('-');
  const hundredths = toHundredths(value.trim().replace(/^-/, ''));
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(
    ((negative ? -1 : 1) * hundredths) / 100,
  );
}

/** A quantity (`'240'`, `'1.5'`) as a number in the language. */
export function formatInvoiceQuantity(value: string, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(toHundredths(value) / 100);
}

/** A day (`'2026-11-10'`) in the language, the day itself whatever the time zone. */
export function formatInvoiceDate(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

// ---- The document's words ----------------------------------------------------------------------------------------

export interface InvoiceDocumentTexts {
  document: string;
  number: string;
  date: string;
  dueDate: string;
  from: string;
  client: string;
  service: string;
  unit: string;
  unitPrice: string;
  quantity: string;
  lineTotal: string;
  subtotal: string;
  tax: string;
  discount: string;
  total: string;
  note: string;
  /** The units the lines are counted in (the spec's is `Hour`). */
  units: { Hour: string };
}

/**
 * The words of the invoice itself, in each language: the page shows them and the server's PDF prints them, so
 * the download reads as the screen does. (The page's own controls are in the web feature's locale files.)
 */
export const invoiceDocumentTexts: Record<InvoiceLanguage, InvoiceDocumentTexts> = {
  'pt-BR': {
    document: 'Fatura',
    number: 'Número',
    date: 'Emissão',
    dueDate: 'Vencimento',
    from: 'De',
    client: 'Cliente',
    service: 'Serviço',
    unit: 'Unidade',
    unitPrice: 'Preço unitário',
    quantity: 'Quantidade',
    lineTotal: 'Total',
    subtotal: 'Subtotal',
    tax: 'Imposto',
    discount: 'Desconto',
    total: 'Total',
    note: 'Pague em até 30 dias. Obrigado pela preferência.',
    units: { Hour: 'Hora' },
  },
  en: {
    document: 'Invoice',
    number: 'Number',
    date: 'Invoice date',
    dueDate: 'Due date',
    from: 'From',
    client: 'Client',
    service: 'Service',
    unit: 'Unit',
    unitPrice: 'Unit price',
    quantity: 'Quantity',
    lineTotal: 'Total',
    subtotal: 'Subtotal',
    tax: 'Tax',
    discount: 'Discount',
    total: 'Total',
    note: 'Please pay within 30 days. Thank you for your business.',
    units: { Hour: 'Hour' },
  },
  tr: {
    document: 'Fatura',
    number: 'Numara',
    date: 'Fatura tarihi',
    dueDate: 'Son ödeme tarihi',
    from: 'Gönderen',
    client: 'Müşteri',
    service: 'Hizmet',
    unit: 'Birim',
    unitPrice: 'Birim fiyatı',
    quantity: 'Miktar',
    lineTotal: 'Tutar',
    subtotal: 'Ara toplam',
    tax: 'Vergi',
    discount: 'İndirim',
    total: 'Toplam',
    note: 'Lütfen 30 gün içinde ödeyin. İş birliğiniz için teşekkür ederiz.',
    units: { Hour: 'Saat' },
  },
  ar: {
    document: 'فاتورة',
    number: 'الرقم',
    date: 'تاريخ الفاتورة',
    dueDate: 'تاريخ الاستحقاق',
    from: 'من',
    client: 'العميل',
    service: 'الخدمة',
    unit: 'الوحدة',
    unitPrice: 'سعر الوحدة',
    quantity: 'الكمية',
    lineTotal: 'المبلغ',
    subtotal: 'المجموع الفرعي',
    tax: 'الضريبة',
    discount: 'الخصم',
    total: 'الإجمالي',
    // No digits in the Arabic sentence: the PDF lays it out as one right-to-left run.
    note: 'يرجى الدفع خلال ثلاثين يومًا. شكرًا لتعاملكم معنا.',
    units: { Hour: 'ساعة' },
  },
};
