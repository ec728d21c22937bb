import { defineFeature } from '../../platform/feature';
import { analyticsDashboardRoutes } from './routes';
import * as tables from './table';

/** Analytics dashboard: the fleet, sign-ins and chat activity in figures, computed by SQL from the console's data. */
export const analyticsDashboardFeature = defineFeature({
  name: 'analytics-dashboard',
  prefix: '/api/analytics-dashboard-app',
  routes: analyticsDashboardRoutes,
  tables,
});
export { analyticsWidgetQueries } from './queries';
