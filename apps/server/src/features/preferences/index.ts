import { defineFeature } from '../../platform/feature';
import { preferencesRoutes } from './routes';
import * as tables from './table';

/** Per-user view state of the lists. */
export const preferencesFeature = defineFeature({
  name: 'preferences',
  prefix: '/api/preferences',
  routes: preferencesRoutes,
  tables,
});
