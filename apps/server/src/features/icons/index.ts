import { defineFeature } from '../../platform/feature';
import { iconsRoutes } from './routes';
import { iconsAccountSampleData } from './seed';
import * as tables from './table';

/** Icons: each account's own items, with sample ones written at the account's first call. */
export const iconsFeature = defineFeature({
  name: 'icons',
  prefix: '/api/icons',
  routes: iconsRoutes,
  tables,
  accountSampleData: iconsAccountSampleData,
});
