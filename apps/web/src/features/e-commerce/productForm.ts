import {
  eCommerceLimits,
  eCommerceMessages,
  type Product,
  priceWithoutTax,
  priceWithTax,
  productFields,
  sampleTaxRate,
} from '@conecta/contracts/e-commerce';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';

/** What the product page's inputs hold: amounts as typed (text), the rest as the product has them. */
export interface ProductFormValues {
  name: string;
  handle: string;
  description: string;
  categories: string[];
  tags: string[];
  featuredImageId: number | null;
  images: Product['images'];
  priceTaxExcl: string;
  taxRate: string;
  priceTaxIncl: string;
  comparedPrice: string;
  quantity: string;
  sku: string;
  width: string;
  height: string;
  depth: string;
  weight: string;
  extraShippingFee: string;
  active: boolean;
}

/** The fields with an input to put a refusal on; one about the images is said in a snackbar instead. */
export const productFormFields = [
  'name',
  'handle',
  'description',
  'categories',
  'tags',
  'priceTaxExcl',
  'taxRate',
  'priceTaxIncl',
  'comparedPrice',
  'quantity',
  'sku',
  'width',
  'height',
  'depth',
  'weight',
  'extraShippingFee',
] as const;

/** Which tab holds each field, so a refusal opens the tab where it can be fixed. */
export const tabOfField: Record<string, number> = {
  name: 0,
  handle: 0,
  description: 0,
  categories: 0,
  tags: 0,
  images: 1,
  featuredImageId: 1,
  priceTaxExcl: 2,
  taxRate: 2,
  priceTaxIncl: 2,
  comparedPrice: 2,
  quantity: 3,
  sku: 3,
  width: 4,
  height: 4,
  depth: 4,
  weight: 4,
  extraShippingFee: 4,
};

/** A typed amount: a number (comma or point as decimal mark) within the contract's bounds, refused with its code. */
const typedNumber = (message: string, { max, whole = false }: { max: number; whole?: boolean }) =>
  z.pipe(
    z.string(),
    z.transform((text, context) => {
      const value = Number(text.trim().replace(',', '.'));
      const fits =
        text.trim() !== '' &&
        Number.isFinite(value) &&
        value >= 0 &&
        value <= max &&
        (!whole || Number.isInteger(value));
      if (!fits) {
        context.issues.push({ code: 'custom', message, input: text });
        return z.NEVER;
      }
      return value;
    }),
  );

const formSchema = z.object({
  ...productFields,
  priceTaxExcl: typedNumber(eCommerceMessages.price, { max: eCommerceLimits.amount }),
  taxRate: typedNumber(eCommerceMessages.taxRate, { max: 100 }),
  priceTaxIncl: typedNumber(eCommerceMessages.price, { max: eCommerceLimits.amount * 2 }),
  comparedPrice: typedNumber(eCommerceMessages.price, { max: eCommerceLimits.amount }),
  quantity: typedNumber(eCommerceMessages.quantity, { max: eCommerceLimits.quantity, whole: true }),
  extraShippingFee: typedNumber(eCommerceMessages.price, { max: eCommerceLimits.amount }),
});
export type ProductFormOutput = z.output<typeof formSchema>;

export const productFormResolver = zodResolver(formSchema) as unknown as Resolver<
  ProductFormValues,
  unknown,
  ProductFormOutput
>;

const amountText = (value: number) => String(Math.round(value * 100) / 100);

export function valuesOf(product: Product | undefined): ProductFormValues {
  return {
    name: product?.name ?? '',
    handle: product?.handle ?? '',
    description: product?.description ?? '',
    categories: product?.categories ?? [],
    tags: product?.tags ?? [],
    featuredImageId: product?.featuredImageId ?? null,
    images: product?.images ?? [],
    priceTaxExcl: amountText(product?.priceTaxExcl ?? 0),
    taxRate: String(product?.taxRate ?? sampleTaxRate),
    priceTaxIncl: amountText(product?.priceTaxIncl ?? 0),
    comparedPrice: amountText(product?.comparedPrice ?? 0),
    quantity: String(product?.quantity ?? 0),
    sku: product?.sku ?? '',
    width: product?.width ?? '',
    height: product?.height ?? '',
    depth: product?.depth ?? '',
    weight: product?.weight ?? '',
    extraShippingFee: amountText(product?.extraShippingFee ?? 0),
    active: product?.active ?? true,
  };
}

const readAmount = (text: string) => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
};

/** The tax-included price after the price without tax or the rate changed; undefined while either is not a number. */
export function includedFrom(priceTaxExcl: string, taxRate: string): string | undefined {
  const price = readAmount(priceTaxExcl);
  const rate = readAmount(taxRate);
  return price === undefined || rate === undefined ? undefined : amountText(priceWithTax(price, rate));
}

/** The price without tax after the tax-included price changed. */
export function excludedFrom(priceTaxIncl: string, taxRate: string): string | undefined {
  const price = readAmount(priceTaxIncl);
  const rate = readAmount(taxRate);
  return price === undefined || rate === undefined ? undefined : amountText(priceWithoutTax(price, rate));
}
