import { defineFeature } from '../../platform/feature';
import { projectDashboardRoutes } from './routes';
import { projectDashboardAccountSampleData } from './seed';
import * as tables from './table';

/** Project dashboard: each account's own items, with sample ones written at the account's first call. */
export const projectDashboardFeature = defineFeature({
  name: 'project-dashboard',
  prefix: '/api/project-dashboard',
  routes: projectDashboardRoutes,
  tables,
  accountSampleData: projectDashboardAccountSampleData,
});
