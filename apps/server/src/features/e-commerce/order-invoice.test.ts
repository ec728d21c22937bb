import { inflateSync } from 'node:zlib';
import type { Order } from '@conecta/contracts/e-commerce';
import { formatInvoiceAmount } from '@conecta/contracts/invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let token = '';
const base = '/api/e-commerce-app';

// Without a TrueType font the PDF is written in Helvetica, whose text can be read back from the file.
beforeAll(async () => {
  t = await createTestApp({ config: { pdfFontDirs: ['/nonexistent'] } });
  token = await signIn(t.app, 'user@conecta.example', 'user');
}, 180_000);
afterAll(() => t.close());

const get = (url: string, auth = true) =>
  t.app.inject({ method: 'GET', url: `${base}${url}`, ...(auth && { headers: bearer(token) }) });

/** The text the PDF shows: each compressed stream inflated, its `<hex>` strings decoded and joined. */
function pdfShownText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = match[1] ?? '';
    }
    for (const hex of content.matchAll(/<([0-9a-f]+)>/g)) text += Buffer.from(hex[1] ?? '', 'hex').toString('latin1');
  }
  return text;
}

describe('GET /api/e-commerce-app/order/invoice.pdf', () => {
  it('prints the order’s lines and figures, as the Invoice tab shows them', async () => {
    const [order] = (await get('/orders?limit=1')).json() as Order[];
    if (!order) throw new Error('no sample order');
    const response = await get(`/order/invoice.pdf?orderId=${order.id}&lang=en`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="order-[\w.-]+\.pdf"$/);
    const text = pdfShownText(response.rawPayload);
    expect(text).toContain(order.reference);
    expect(text).toContain(`${order.customer.firstName} ${order.customer.lastName}`);
    // The shop's amounts are in reais in every language; the discount is negative.
    for (const amount of [order.subtotal, order.tax, order.discount, order.total])
      expect(text).toContain(formatInvoiceAmount(amount, 'en', 'BRL'));
    for (const line of order.products) {
      expect(text).toContain(line.name.slice(0, 20));
      expect(text).toContain(formatInvoiceAmount(line.total, 'en', 'BRL'));
    }
    // The figures add up: subtotal + tax + discount = total.
    const cents = (value: string) => Math.round(Number(value) * 100);
    expect(cents(order.subtotal) + cents(order.tax) + cents(order.discount)).toBe(cents(order.total));
    expect(text).not.toContain('8%');

    const portuguese = pdfShownText((await get(`/order/invoice.pdf?orderId=${order.id}`)).rawPayload);
    expect(portuguese).toContain('FATURA');
    expect(portuguese).toContain(formatInvoiceAmount(order.total, 'pt-BR', 'BRL').replace(/\u00a0/g, '\u00a0'));
  });

  it('answers 401, 404 for an unknown order and 400 for an unknown language', async () => {
    expect((await get('/order/invoice.pdf?orderId=x', false)).statusCode).toBe(401);
    expect((await get('/order/invoice.pdf?orderId=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const [order] = (await get('/orders?limit=1')).json() as Order[];
    const bad = await get(`/order/invoice.pdf?orderId=${order?.id}&lang=fr`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error)).toContain('lang');
  });
});
