import { defineFeature } from '../../platform/feature';
import { academyRoutes } from './routes';
import { academyAccountSampleData } from './seed';
import * as tables from './table';

/** Academy: each account's own items, with sample ones written at the account's first call. */
export const academyFeature = defineFeature({
  name: 'academy',
  prefix: '/api/academy',
  routes: academyRoutes,
  tables,
  accountSampleData: academyAccountSampleData,
});
