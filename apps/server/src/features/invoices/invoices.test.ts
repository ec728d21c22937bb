import type { Invoice } from '@conecta/contracts/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, signInWithoutRole, type TestApp } from '../../test/test-app';
import { findPdfFonts, pdfText, renderInvoicePdf } from './pdf';
import { sampleInvoice } from './seed';
import { invoices } from './table';

let t: TestApp;
const token = { user: '', admin: '', guest: '' };
type Who = keyof typeof token;
const base = '/api/invoices/get-invoice';

beforeAll(async () => {
  t = await createTestApp();
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.admin = await signIn(t.app, 'admin@conecta.example', 'admin');
  // An account without any role: signed in, but not allowed in.
  token.guest = await signInWithoutRole(t, 'guest-invoices@conecta.example');
});
afterAll(() => t.close());

const get = (url: string, who: Who = 'user') => t.app.inject({ method: 'GET', url, headers: bearer(token[who]) });

describe('GET /api/invoices/get-invoice', () => {
  it('answers the sample invoice with the spec’s figures, computed from its lines', async () => {
    const response = await get(`${base}?id=${sampleInvoice.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const invoice: Invoice = response.json();
    expect(invoice.id).toHaveLength(10);
    expect(invoice).toMatchObject({
      number: 'P9-0004',
      subtotal: '8445.00',
      tax: '675.60',
      discount: '120.60',
      total: '9000.00',
      from: { title: expect.any(String), address: expect.any(String), website: expect.any(String) },
      client: { title: expect.any(String), email: expect.any(String) },
    });
    expect(invoice.services.map(({ quantity, unitPrice, total, unit }) => [quantity, unitPrice, total, unit])).toEqual([
      ['240', '12.00', '2880.00', 'Hour'],
      ['350', '10.50', '3675.00', 'Hour'],
      ['50', '4.00', '200.00', 'Hour'],
      ['260', '6.50', '1690.00', 'Hour'],
    ]);
    expect(Object.keys(invoice.services[0] ?? {}).sort()).toEqual(
      ['detail', 'id', 'quantity', 'title', 'total', 'unit', 'unitPrice'].sort(),
    );
    expect(invoice.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice.dueDate > invoice.date).toBe(true);
  });

  it('is company data: every signed-in account reads the same invoice', async () => {
    const asUser = await get(`${base}?id=${sampleInvoice.id}`, 'user');
    const asAdmin = await get(`${base}?id=${sampleInvoice.id}`, 'admin');
    expect(asAdmin.json()).toEqual(asUser.json());
  });

  it('follows the stored lines: a changed quantity changes the line, subtotal, tax and total', async () => {
    const id = 'scratch001';
    await t.db.insert(invoices).values({
      ...sampleInvoice,
      id,
      number: 'P9-0099',
      services: [{ ...sampleInvoice.services[0], quantity: '10' }],
      discount: '0.00',
    });
    const invoice: Invoice = (await get(`${base}?id=${id}`)).json();
    expect(invoice).toMatchObject({ subtotal: '120.00', tax: '9.60', discount: '0.00', total: '129.60' });
    expect(invoice.services[0]?.total).toBe('120.00');
  });

  it('answers 404 with its message for an unknown id', async () => {
    const response = await get(`${base}?id=nosuchid01`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'No invoice has this id', code: 'invoices.notFound' });
  });

  it('answers 400 naming the id when it is missing or too long', async () => {
    for (const url of [base, `${base}?id=`, `${base}?id=${'x'.repeat(65)}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ codes: { id: 'invoices.id' } });
    }
    // NUL is refused by the platform before the database sees it.
    expect((await get(`${base}?id=%00`)).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to an account without a role', async () => {
    for (const url of [`${base}?id=${sampleInvoice.id}`, `${base}.pdf?id=${sampleInvoice.id}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(url, 'guest')).statusCode, url).toBe(403);
    }
  });
});

describe('GET /api/invoices/get-invoice.pdf', () => {
  it('answers a PDF download of the invoice', async () => {
    const response = await get(`${base}.pdf?id=${sampleInvoice.id}&lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="invoice-P9-0004.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // One page: the document's page tree counts one.
    expect(response.rawPayload.toString('latin1')).toMatch(/\/Type \/Pages\s*\/Count 1\b/);
  });

  it('answers 404 for an unknown id and 400 for an unknown language', async () => {
    expect((await get(`${base}.pdf?id=nosuchid01`)).statusCode).toBe(404);
    const badLanguage = await get(`${base}.pdf?id=${sampleInvoice.id}&lang=fr`);
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json()).toMatchObject({ codes: { lang: 'invoices.language' } });
  });
});

describe('renderInvoicePdf', () => {
  const invoice = async () => (await get(`${base}?id=${sampleInvoice.id}`)).json() as Invoice;
  /** The text pdfkit wrote with a standard font, uncompressed: `(…) Tj`/`TJ` strings, hex-encoded. */
  const shownText = (pdf: Buffer) =>
    [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/g)]
      .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'))
      .join('');

  it('prints the figures formatted for the language, in one page', async () => {
    const pdf = await renderInvoicePdf(await invoice(), 'en', { compress: false });
    const text = shownText(pdf);
    for (const figure of ['$8,445.00', '$675.60', '$120.60', '$9,000.00', '$2,880.00', 'P9-0004', 'INVOICE'])
      expect(text).toContain(figure);
    expect(pdf.toString('latin1')).toMatch(/\/Count 1\b/);

    const portuguese = shownText(await renderInvoicePdf(await invoice(), 'pt-BR', { compress: false }));
    expect(portuguese).toContain('9.000,00');
    expect(portuguese).toContain('FATURA');
  });

  it('embeds a font with Turkish and Arabic letters when one is installed, and writes Arabic in English without one', async () => {
    const fonts = findPdfFonts(['/usr/share/fonts/truetype/dejavu']);
    if (fonts) {
      const arabic = await renderInvoicePdf(await invoice(), 'ar', { fonts });
      expect(arabic.subarray(0, 4).toString('latin1')).toBe('%PDF');
      expect(arabic.toString('latin1')).toMatch(/\/FontFile2/);
    }
    const withoutFonts = shownText(await renderInvoicePdf(await invoice(), 'ar', { compress: false }));
    expect(withoutFonts).toContain('INVOICE');
    expect(withoutFonts).toContain('$9,000.00');
  });

  it('keeps numbers in reading order inside Arabic text', () => {
    expect(pdfText('2 نوفمبر 2026', false)).toBe('2 نوفمبر 6202');
    expect(pdfText('\u200f8,445.00 US$', false)).toBe('8,445.00 US$');
    expect(pdfText('İndirim ğ ş', true)).toBe('Indirim g s');
  });
});
