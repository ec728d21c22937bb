import { describe, expect, it } from 'vitest';
import { formatInvoiceAmount, formatInvoiceDate, fromHundredths, invoiceFigures, toHundredths } from './invoices';

const sampleLines = [
  { quantity: '240', unitPrice: '12.00' },
  { quantity: '350', unitPrice: '10.50' },
  { quantity: '50', unitPrice: '4.00' },
  { quantity: '260', unitPrice: '6.50' },
];

describe('invoiceFigures', () => {
  it('gives the spec’s sample figures from its four lines and its discount', () => {
    expect(invoiceFigures(sampleLines, '120.60')).toEqual({
      lineTotals: ['2880.00', '3675.00', '200.00', '1690.00'],
      subtotal: '8445.00',
      tax: '675.60',
      discount: '120.60',
      total: '9000.00',
    });
  });

  it('counts in cents, so decimals add up exactly and the tax is rounded to the cent', () => {
    // 3 × 0.10 is 0.30000000000000004 in floating point; 8 % of 0.30 is 0.024, which rounds to 0.02.
    expect(invoiceFigures([{ quantity: '3', unitPrice: '0.10' }], '0')).toMatchObject({
      subtotal: '0.30',
      tax: '0.02',
      total: '0.32',
    });
    // 1.5 hours at 10.33 is 15.495: half a cent goes up.
    expect(invoiceFigures([{ quantity: '1.5', unitPrice: '10.33' }], '0').lineTotals).toEqual(['15.50']);
  });

  it('gives zero for no lines, and a total below zero when the discount is larger', () => {
    expect(invoiceFigures([], '0')).toEqual({
      lineTotals: [],
      subtotal: '0.00',
      tax: '0.00',
      discount: '0.00',
      total: '0.00',
    });
    expect(invoiceFigures([{ quantity: '1', unitPrice: '10' }], '20').total).toBe('-9.20');
  });

  it('refuses text that is not an amount rather than guessing', () => {
    expect(() => toHundredths('12,00')).toThrow(RangeError);
    expect(() => toHundredths('1.234')).toThrow(RangeError);
    expect(() => invoiceFigures([{ quantity: 'x', unitPrice: '1' }], '0')).toThrow(RangeError);
    expect(toHundredths('10.5')).toBe(1050);
    expect(fromHundredths(5)).toBe('0.05');
  });
});

describe('formatting for the language', () => {
  it('writes money in reais in Portuguese and in dollars in the other languages', () => {
    expect(formatInvoiceAmount('8445.00', 'pt-BR').replace(/\s/g, ' ')).toBe('R$ 8.445,00');
    expect(formatInvoiceAmount('675.60', 'en')).toBe('$675.60');
    expect(formatInvoiceAmount('-9.20', 'en')).toBe('-$9.20');
  });

  it('writes a day as that day whatever the time zone', () => {
    expect(formatInvoiceDate('2026-11-10', 'en')).toBe('November 10, 2026');
    expect(formatInvoiceDate('2026-11-10', 'pt-BR')).toBe('10 de novembro de 2026');
  });
});
