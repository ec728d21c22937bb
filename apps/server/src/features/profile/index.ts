import { defineFeature } from '../../platform/feature';
import { profileRoutes } from './routes';
import { profileAccountSampleData } from './seed';
import * as tables from './table';

/** Profile: each account's own items, with sample ones written at the account's first call. */
export const profileFeature = defineFeature({
  name: 'profile',
  prefix: '/api/profile',
  routes: profileRoutes,
  tables,
  accountSampleData: profileAccountSampleData,
});
