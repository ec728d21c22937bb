import {
  carriers,
  handleOf,
  orderStatusById,
  paymentMethods,
  sampleExtraShippingFee,
  sampleTaxRate,
} from '@conecta/contracts/e-commerce';
import type { Database } from '../../db/client';
import { centsText, forgetOrderCounts, forgetProductCounts, orderDateText } from './queries';
import { eCommerceOrders, eCommerceProducts, type NewOrderRow, type NewProductRow } from './table';

/** The company's own catalogue: handsets, routers, SIM kits and accessories (name, category, price without tax in BRL, stock, SKU, size). */
const catalogue: [string, string, number, number, string, [string, string, string, string]][] = [
  ['Moto G84 5G 256 GB', 'Handsets', 1499.0, 42, 'HS-MOTO-G84', ['7.6 cm', '16.1 cm', '0.8 cm', '0.17 kg']],
  ['Galaxy A55 5G 128 GB', 'Handsets', 2199.0, 18, 'HS-SAM-A55', ['7.7 cm', '16.1 cm', '0.8 cm', '0.21 kg']],
  ['iPhone 15 128 GB', 'Handsets', 5299.0, 4, 'HS-APL-15', ['7.1 cm', '14.7 cm', '0.8 cm', '0.17 kg']],
  ['Redmi Note 13 128 GB', 'Handsets', 1199.0, 57, 'HS-XMI-N13', ['7.5 cm', '16.2 cm', '0.8 cm', '0.19 kg']],
  ['Galaxy S24 256 GB', 'Handsets', 4999.0, 9, 'HS-SAM-S24', ['7.1 cm', '14.7 cm', '0.8 cm', '0.17 kg']],
  ['Pixel 8a 128 GB', 'Handsets', 3299.0, 0, 'HS-GGL-P8A', ['7.3 cm', '15.3 cm', '0.9 cm', '0.19 kg']],
  ['Wi-Fi 6 mesh router (2 units)', 'Routers', 899.0, 25, 'RT-MESH-AX2', ['10 cm', '10 cm', '9 cm', '0.9 kg']],
  ['4G LTE mobile hotspot', 'Routers', 349.0, 61, 'RT-MIFI-4G', ['10 cm', '6 cm', '1.5 cm', '0.12 kg']],
  ['5G home router', 'Routers', 1290.0, 12, 'RT-5G-HOME', ['12 cm', '22 cm', '12 cm', '1.1 kg']],
  ['Fibre ONT router GPON', 'Routers', 459.0, 3, 'RT-ONT-GPON', ['18 cm', '3.5 cm', '12 cm', '0.4 kg']],
  ['Travel router dual band', 'Routers', 229.0, 33, 'RT-TRAVEL-AC', ['8 cm', '2.5 cm', '6 cm', '0.1 kg']],
  ['Prepaid SIM kit 4G/5G', 'SIM kits', 9.0, 1200, 'SIM-PRE-5G', ['8.5 cm', '5.4 cm', '0.1 cm', '0.01 kg']],
  ['Postpaid SIM kit 4G/5G', 'SIM kits', 15.0, 800, 'SIM-POS-5G', ['8.5 cm', '5.4 cm', '0.1 cm', '0.01 kg']],
  ['eSIM activation card', 'SIM kits', 12.0, 450, 'SIM-ESIM-QR', ['8.5 cm', '5.4 cm', '0.1 cm', '0.01 kg']],
  ['IoT M2M SIM pack (10 chips)', 'SIM kits', 89.0, 70, 'SIM-IOT-10', ['12 cm', '9 cm', '0.5 cm', '0.05 kg']],
  ['Data-only SIM kit 50 GB', 'SIM kits', 39.0, 2, 'SIM-DATA-50', ['8.5 cm', '5.4 cm', '0.1 cm', '0.01 kg']],
  ['USB-C charger 25 W', 'Accessories', 119.0, 140, 'AC-CHG-25W', ['5 cm', '5 cm', '3 cm', '0.08 kg']],
  ['Tempered glass screen protector', 'Accessories', 39.0, 300, 'AC-GLASS-UNI', ['9 cm', '17 cm', '0.2 cm', '0.02 kg']],
  ['Silicone case', 'Accessories', 59.0, 210, 'AC-CASE-SIL', ['8 cm', '16.5 cm', '1.2 cm', '0.04 kg']],
  ['Bluetooth earbuds', 'Accessories', 249.0, 5, 'AC-BUDS-BT', ['6 cm', '5 cm', '3 cm', '0.06 kg']],
  ['Car phone holder', 'Accessories', 79.0, 88, 'AC-CAR-HLD', ['10 cm', '8 cm', '6 cm', '0.15 kg']],
  ['Power bank 10,000 mAh', 'Accessories', 159.0, 47, 'AC-PWR-10K', ['7 cm', '14 cm', '1.5 cm', '0.22 kg']],
  ['USB-C cable 1 m', 'Accessories', 49.0, 500, 'AC-CBL-C1M', ['10 cm', '10 cm', '2 cm', '0.04 kg']],
  ['Wireless charging pad 15 W', 'Accessories', 139.0, 0, 'AC-QI-15W', ['10 cm', '10 cm', '1 cm', '0.1 kg']],
];

const tagsByCategory: Record<string, string[]> = {
  Handsets: ['smartphone', '5g'],
  Routers: ['internet', 'wi-fi'],
  'SIM kits': ['sim', 'line'],
  Accessories: ['accessory'],
};

/** Whole cents of the price with tax, from the cents without it and the rate (as the save call computes it). */
const withTax = (cents: number, rate: number) => Math.round((cents * (100 + rate)) / 100);

/** The sample catalogue (24 products), taxRate 10 and extraShippingFee 3 on every one (demo-apps §9). */
export function sampleProducts(): NewProductRow[] {
  const start = Date.parse('2026-09-01T12:00:00Z');
  return catalogue.map(([name, category, price, quantity, sku, [width, height, depth, weight]], index) => {
    const cents = Math.round(price * 100);
    return {
      name,
      handle: handleOf(name),
      description: `${name}: ${category.toLowerCase()} sold and supported by Conecta, with a 12-month warranty.`,
      categories: [category],
      tags: tagsByCategory[category] ?? [],
      featuredImageId: null,
      images: [],
      priceTaxExclCents: cents,
      priceTaxInclCents: withTax(cents, sampleTaxRate),
      taxRate: sampleTaxRate,
      comparedPriceCents: Math.round(cents * 1.15),
      quantity,
      sku,
      width,
      height,
      depth,
      weight,
      extraShippingFeeCents: sampleExtraShippingFee * 100,
      // Two products withdrawn from sale, so the active column and filter have both values.
      active: index === 5 || index === 23 ? 'false' : 'true',
      createdAt: new Date(start + index * 3_600_000),
      updatedAt: new Date(start + index * 3_600_000),
    };
  });
}

const firstNames = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Felipe',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Thiago',
  'Valéria',
  'Yuri',
];
const lastNames = [
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Dias',
  'Esteves',
  'Ferreira',
  'Gomes',
  'Henriques',
  'Lima',
  'Moreira',
  'Nunes',
  'Oliveira',
  'Pereira',
  'Queiroz',
  'Ribeiro',
  'Santos',
  'Teixeira',
  'Vieira',
];
const companies = [
  'Transportes Rápido Sul',
  'Clínica Bem Estar',
  'Padaria Pão Dourado',
  'Construtora Horizonte',
  'Agro Vale Verde',
  'Escola Nova Era',
];
const jobTitles = ['Purchasing manager', 'Office manager', 'IT coordinator', 'Owner', 'Fleet supervisor'];
const cities: [string, number, number][] = [
  ['Av. Paulista, 1000 — São Paulo, SP', -23.5614, -46.6559],
  ['Rua da Assembleia, 10 — Rio de Janeiro, RJ', -22.9035, -43.1766],
  ['Av. Afonso Pena, 1500 — Belo Horizonte, MG', -19.9227, -43.9451],
  ['Rua XV de Novembro, 700 — Curitiba, PR', -25.4296, -49.2713],
  ['Av. Sete de Setembro, 300 — Salvador, BA', -12.9777, -38.5016],
  ['Rua dos Andradas, 1200 — Porto Alegre, RS', -30.0318, -51.2302],
];

/** Status histories (oldest first) the sample orders went through: allowed changes only. */
const journeys: number[][] = [
  [1, 2, 3, 4, 5],
  [2, 3, 4],
  [11, 12, 3],
  [10],
  [1, 6],
  [2, 3, 4, 5, 7],
  [13, 9, 3],
  [14],
  [2, 8],
  [11],
];

/** A small deterministic generator (mulberry32), so sample and bench data are the same on every run. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface CatalogueEntry {
  id: string;
  name: string;
  priceTaxExclCents: number;
  priceTaxInclCents: number;
  extraShippingFeeCents: number;
}

/** `count` orders of the given products, spread over the 90 days before `until`; references unique within the set. */
export function generateOrders(options: {
  count: number;
  products: readonly CatalogueEntry[];
  seed: number;
  until: number;
  referencePrefix?: string;
}): NewOrderRow[] {
  const random = randomFrom(options.seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const orders: NewOrderRow[] = [];
  for (let index = 0; index < options.count; index++) {
    const firstName = pick(firstNames);
    const lastName = pick(lastNames);
    const orderedAt = new Date(options.until - Math.floor(random() * 90 * 86_400_000));
    const lineCount = 1 + Math.floor(random() * 3);
    const chosen = new Map<string, { product: CatalogueEntry; quantity: number }>();
    for (let line = 0; line < lineCount; line++) {
      const product = pick(options.products);
      chosen.set(product.id, { product, quantity: 1 + Math.floor(random() * 3) });
    }
    let subtotal = 0;
    let tax = 0;
    let fee = 0;
    const lines = [...chosen.values()].map(({ product, quantity }) => {
      subtotal += product.priceTaxExclCents * quantity;
      tax += (product.priceTaxInclCents - product.priceTaxExclCents) * quantity;
      fee += product.extraShippingFeeCents;
      return {
        id: product.id,
        name: product.name,
        price: centsText(product.priceTaxInclCents),
        quantity,
        total: centsText(product.priceTaxInclCents * quantity),
        image: '',
      };
    });
    const discount = index % 3 === 0 ? -Math.round(subtotal * 0.05) : 0;
    const journey = journeys[index % journeys.length] as number[];
    const history = journey
      .map((statusId, step) => {
        const status = orderStatusById(statusId);
        return {
          id: statusId,
          name: status?.name ?? '',
          color: status?.color ?? '',
          date: orderDateText(new Date(orderedAt.getTime() + step * 20 * 3_600_000)),
        };
      })
      .reverse();
    const [address, lat, lng] = pick(cities);
    const method = paymentMethods[index % paymentMethods.length] as string;
    const carrier = carriers[index % carriers.length] as string;
    const reference = options.referencePrefix
      ? `${options.referencePrefix}${String(index).padStart(7, '0')}`
      : Math.floor(random() * 0xffffffff)
          .toString(16)
          .toUpperCase()
          .padStart(8, '0');
    const email = `${handleOf(firstName)}.${handleOf(lastName)}@example.com.br`;
    orders.push({
      reference,
      subtotalCents: subtotal,
      taxCents: tax,
      discountCents: discount,
      totalCents: subtotal + tax + discount,
      orderedAt,
      customerName: `${firstName} ${lastName}`,
      customer: {
        id: `${String(index + 1).padStart(8, '0')}-c0de-4c0d-8c0d-${String(index + 1).padStart(12, '0')}`,
        firstName,
        lastName,
        avatar: '',
        company: pick(companies),
        jobTitle: pick(jobTitles),
        email,
        phone: `+55 11 9${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
        invoiceAddress: { address, lat, lng },
        shippingAddress: { address, lat, lng },
      },
      products: lines,
      statusId: journey.at(-1) as number,
      statusHistory: history,
      payment: {
        transactionId: Math.floor(random() * 0xffffffffff)
          .toString(16)
          .padStart(10, '0'),
        method,
        date: orderDateText(orderedAt),
      },
      shippingDetails: [
        {
          tracking: journey.includes(4)
            ? `${carrier.toUpperCase()}${String(Math.floor(random() * 1e9)).padStart(9, '0')}BR`
            : '',
          carrier,
          weight: `${(0.2 + random() * 3).toFixed(2)} kg`,
          feeCents: fee,
          date: orderDateText(orderedAt),
        },
      ],
      createdAt: orderedAt,
    });
  }
  return orders;
}

/** Rows per INSERT: each statement is a round trip; a thousand rows amortise it without a huge message. */
const insertBatch = 1000;

/** Writes products in multi-row batches (sample and load-test data); run inside a transaction for all-or-nothing. */
export async function insertProducts(db: Database, rows: readonly NewProductRow[]) {
  const written: {
    id: string;
    name: string;
    priceTaxExclCents: number;
    priceTaxInclCents: number;
    extraShippingFeeCents: number;
  }[] = [];
  for (let start = 0; start < rows.length; start += insertBatch) {
    written.push(
      ...(await db
        .insert(eCommerceProducts)
        .values(rows.slice(start, start + insertBatch))
        .returning({
          id: eCommerceProducts.id,
          name: eCommerceProducts.name,
          priceTaxExclCents: eCommerceProducts.priceTaxExclCents,
          priceTaxInclCents: eCommerceProducts.priceTaxInclCents,
          extraShippingFeeCents: eCommerceProducts.extraShippingFeeCents,
        })),
    );
  }
  forgetProductCounts(db);
  return written;
}

export async function insertOrders(db: Database, rows: readonly NewOrderRow[]) {
  for (let start = 0; start < rows.length; start += insertBatch) {
    await db.insert(eCommerceOrders).values(rows.slice(start, start + insertBatch));
  }
  forgetOrderCounts(db);
}
