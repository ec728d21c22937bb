import { defineFeature } from '../../platform/feature';
import { calendarRoutes } from './routes';
import { calendarAccountSampleData } from './seed';
import * as tables from './table';

/** Calendar: each account's own items, with sample ones written at the account's first call. */
export const calendarFeature = defineFeature({
  name: 'calendar',
  prefix: '/api/calendar',
  routes: calendarRoutes,
  tables,
  accountSampleData: calendarAccountSampleData,
});
