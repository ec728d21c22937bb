import type { SampleData } from '../../db/sample-data';
import { generateOrders, insertOrders, insertProducts, sampleProducts } from './sample-shop';

/** Orders in the sample shop. */
export const sampleOrderCount = 20;

/** The company's sample shop, loaded once per database (the catalogue and orders are everyone's, not per account). */
export const eCommerceSampleData: SampleData = {
  feature: 'e-commerce',
  async load(db) {
    const products = await insertProducts(db, sampleProducts());
    await insertOrders(
      db,
      generateOrders({ count: sampleOrderCount, products, seed: 23, until: Date.parse('2026-11-20T18:00:00Z') }),
    );
  },
};
