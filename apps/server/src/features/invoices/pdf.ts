import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  formatInvoiceAmount,
  formatInvoiceDate,
  formatInvoiceQuantity,
  type Invoice,
  type InvoiceLanguage,
  invoiceDocumentTexts,
  invoiceTaxPercent,
} from '@conecta/contracts/invoices';
import PDFDocument from 'pdfkit';

/**
 * The fonts a PDF is written in. pdfkit's own Helvetica knows only Windows-1252 (no ş, ğ, ı of Turkish, no
 * Arabic), so a TrueType font is embedded when one is found: DejaVu Sans covers Latin, Turkish and Arabic.
 */
export interface PdfFonts {
  regular: string;
  bold: string;
  /** Whether the fonts have Arabic letters; without them an Arabic document is written in English. */
  arabic: boolean;
}

const candidates = [
  { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', arabic: true },
  { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf', arabic: false },
];

/**
 * The first font pair found in `dirs` (DejaVu Sans, then Liberation Sans), or undefined: the PDF then falls back to
 * pdfkit's built-in Helvetica. Looked up once per process by the routes.
 */
export function findPdfFonts(dirs: readonly string[]): PdfFonts | undefined {
  for (const candidate of candidates) {
    for (const dir of dirs) {
      const regular = path.join(dir, candidate.regular);
      const bold = path.join(dir, candidate.bold);
      if (existsSync(regular) && existsSync(bold)) return { regular, bold, arabic: candidate.arabic };
    }
  }
  return undefined;
}

// Each font file is read once per process (about 700 KB each for DejaVu Sans), not once per document.
const fontFiles = new Map<string, Buffer>();
const fontFile = (file: string) => {
  let bytes = fontFiles.get(file);
  if (!bytes) {
    bytes = readFileSync(file);
    fontFiles.set(file, bytes);
  }
  return bytes;
};

// Direction marks Intl puts around Arabic numbers and dates: invisible on screen, a missing glyph in a PDF.
const directionMarks = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const arabicLetter = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
const leftToRightRun = /[0-9A-Za-z\u00c0-\u024f][0-9A-Za-z\u00c0-\u024f.,:/\-$%@+]*/g;

/**
 * Text as pdfkit should be given it. fontkit shapes Arabic and lays a run holding Arabic out right to left, the
 * digits and Latin words in it too; reversing those runs beforehand brings them back to reading order
 * (`2 نوفمبر 2026` keeps `2026`). Enough for labels, names and dates; not a full bidirectional algorithm.
 */
export function pdfText(text: string, latinOnly: boolean): string {
  const plain = text.replace(directionMarks, '');
  if (latinOnly) {
    // Helvetica's Windows-1252 has no dotless i nor the Turkish ğ and ş: their nearest Latin letters instead.
    const nearest: Record<string, string> = { ı: 'i', İ: 'I', ğ: 'g', Ğ: 'G', ş: 's', Ş: 'S' };
    return plain.replace(/[ıİğĞşŞ]/g, (letter) => nearest[letter] ?? letter).replace(/[^\u0020-\u00ff–—‘’“”•…€]/g, '?');
  }
  if (!arabicLetter.test(plain)) return plain;
  return plain.replace(leftToRightRun, (run) => [...run].reverse().join(''));
}

const page = { width: 595.28, height: 841.89, margin: 48 } as const;
const inner = page.width - 2 * page.margin;

/**
 * The invoice as a one-page A4 PDF, laid out like the compact page: the company and the invoice's number and days
 * at the top, the client, the service lines, the figures, the note. Labels, amounts and dates are in `language`
 * (mirrored for Arabic). `compress: false` keeps the text readable in the file (tests read it).
 */
export function renderInvoicePdf(
  invoice: Invoice,
  language: InvoiceLanguage,
  options: {
    fonts?: PdfFonts;
    compress?: boolean;
    /** The currency of the amounts: the language's by default (the shop's orders are always in reais). */
    currency?: 'BRL' | 'USD';
    /** The tax rate printed beside the tax; `null` prints none (an order's products have rates of their own). */
    taxPercent?: number | null;
  } = {},
): Promise<Buffer> {
  const { fonts } = options;
  const taxPercent = options.taxPercent === undefined ? invoiceTaxPercent : options.taxPercent;
  // Without Arabic letters in the font an Arabic document would be empty boxes: it is written in English instead.
  const written: InvoiceLanguage = language === 'ar' && !fonts?.arabic ? 'en' : language;
  const texts = invoiceDocumentTexts[written];
  const rtl = written === 'ar';
  const latinOnly = !fonts;

  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    compress: options.compress ?? true,
    info: { Title: `${texts.document} ${invoice.number}`, Author: invoice.from.title, Subject: invoice.client.title },
    lang: written,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  if (fonts) {
    doc.registerFont('regular', fontFile(fonts.regular));
    doc.registerFont('bold', fontFile(fonts.bold));
  } else {
    doc.registerFont('regular', 'Helvetica');
    doc.registerFont('bold', 'Helvetica-Bold');
  }

  const money = (value: string) => formatInvoiceAmount(value, written, options.currency);
  const muted = '#5f6b7a';
  const ink = '#111827';

  /** Writes `text` in a box `x`..`x + width` measured from the start side (left, or right in Arabic). */
  const write = (
    text: string,
    x: number,
    y: number,
    width: number,
    style: { bold?: boolean; size?: number; color?: string; align?: 'start' | 'end' } = {},
  ) => {
    const left = rtl ? page.margin + inner - (x - page.margin) - width : x;
    const align = (style.align ?? 'start') === 'start' ? (rtl ? 'right' : 'left') : rtl ? 'left' : 'right';
    doc
      .font(style.bold ? 'bold' : 'regular')
      .fontSize(style.size ?? 10)
      .fillColor(style.color ?? ink)
      .text(pdfText(text, latinOnly), left, y, { width, align, lineBreak: true });
    return doc.y;
  };
  const rule = (y: number) =>
    doc
      .moveTo(page.margin, y)
      .lineTo(page.margin + inner, y)
      .lineWidth(0.6)
      .strokeColor('#d1d5db')
      .stroke();

  const m = page.margin;
  const half = inner / 2 - 12;
  // The invoice: its name, number and days (start side); the company (end side).
  write(texts.document.toLocaleUpperCase(written), m, m, half, { bold: true, size: 22 });
  let y = m + 34;
  write(invoice.number, m, y, half, { bold: true, size: 13 });
  y += 22;
  for (const [label, day] of [
    [texts.date, invoice.date],
    [texts.dueDate, invoice.dueDate],
  ] as const) {
    // A document without a due day (an order's invoice) prints its date only.
    if (!day) continue;
    write(label, m, y, 110, { color: muted });
    write(formatInvoiceDate(day, written), m + 110, y, half - 110);
    y += 15;
  }
  let fromY = m;
  write(invoice.from.title, m + inner - half, fromY, half, { bold: true, size: 12, align: 'end' });
  fromY += 18;
  for (const line of [invoice.from.address, invoice.from.phone, invoice.from.email, invoice.from.website]) {
    fromY = write(line, m + inner - half, fromY, half, { color: muted, align: 'end' }) + 1;
  }

  // The client.
  y = Math.max(y, fromY) + 18;
  write(texts.client, m, y, half, { color: muted, size: 9 });
  y += 14;
  y = write(invoice.client.title, m, y, half, { bold: true, size: 12 }) + 2;
  for (const line of [invoice.client.address, invoice.client.phone, invoice.client.email]) {
    y = write(line, m, y, half, { color: muted }) + 1;
  }

  // The lines: service (with its detail), unit, unit price, quantity, total.
  y += 20;
  const columns = { service: 215, unit: 55, unitPrice: 80, quantity: 60, total: inner - 215 - 55 - 80 - 60 };
  const at = {
    service: m,
    unit: m + columns.service,
    unitPrice: m + columns.service + columns.unit,
    quantity: m + columns.service + columns.unit + columns.unitPrice,
    total: m + columns.service + columns.unit + columns.unitPrice + columns.quantity,
  };
  write(texts.service, at.service, y, columns.service, { bold: true, size: 9, color: muted });
  write(texts.unit, at.unit, y, columns.unit, { bold: true, size: 9, color: muted });
  write(texts.unitPrice, at.unitPrice, y, columns.unitPrice, { bold: true, size: 9, color: muted, align: 'end' });
  write(texts.quantity, at.quantity, y, columns.quantity, { bold: true, size: 9, color: muted, align: 'end' });
  write(texts.lineTotal, at.total, y, columns.total, { bold: true, size: 9, color: muted, align: 'end' });
  y += 16;
  rule(y);
  y += 8;
  for (const line of invoice.services) {
    const top = y;
    write(line.title, at.service, top, columns.service, { bold: true });
    const below = write(line.detail, at.service, top + 14, columns.service - 8, { size: 8.5, color: muted });
    write(texts.units[line.unit as keyof typeof texts.units] ?? line.unit, at.unit, top, columns.unit);
    write(money(line.unitPrice), at.unitPrice, top, columns.unitPrice, { align: 'end' });
    write(formatInvoiceQuantity(line.quantity, written), at.quantity, top, columns.quantity, { align: 'end' });
    write(money(line.total), at.total, top, columns.total, { align: 'end' });
    y = Math.max(below, top + 28) + 8;
    rule(y);
    y += 8;
  }

  // The figures, under the totals column.
  y += 6;
  const labelWidth = 130;
  const figuresAt = m + inner - labelWidth - columns.total - 10;
  const percent =
    taxPercent === null ? '' : ` (${new Intl.NumberFormat(written, { style: 'percent' }).format(taxPercent / 100)})`;
  const figures = [
    [texts.subtotal, money(invoice.subtotal)],
    [`${texts.tax}${percent}`, money(invoice.tax)],
    [texts.discount, money(invoice.discount)],
  ] as const;
  for (const [label, value] of figures) {
    write(label, figuresAt, y, labelWidth, { color: muted, align: 'end' });
    write(value, at.total - 10, y, columns.total + 10, { align: 'end' });
    y += 18;
  }
  y += 4;
  write(texts.total, figuresAt, y, labelWidth, { bold: true, size: 14, align: 'end' });
  write(money(invoice.total), at.total - 30, y, columns.total + 30, { bold: true, size: 14, align: 'end' });

  // The note, at the foot of the page.
  write(texts.note, m, page.height - m - 40, inner, { color: muted, size: 9 });

  doc.end();
  return done;
}
