import { defineFeature } from '../../platform/feature';
import { productImageUse } from './image-use';
import { eCommerceRoutes } from './routes';
import { ordersSearchSource, productsSearchSource } from './search-source';
import { eCommerceSampleData } from './seed';
import * as tables from './table';

/** E-commerce: the company's catalogue and orders, shared by every signed-in account (staff change, admins remove). */
export const eCommerceFeature = defineFeature({
  name: 'e-commerce',
  prefix: '/api/e-commerce-app',
  routes: eCommerceRoutes,
  tables,
  sampleData: eCommerceSampleData,
  fileUses: [productImageUse],
  searchSources: [productsSearchSource, ordersSearchSource],
});

// What the bench uses after filling the shop with its own bulk insert: the cached list totals to forget.
export { forgetShopCounts } from './queries';
