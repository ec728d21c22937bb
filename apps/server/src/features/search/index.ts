import { defineFeature } from '../../platform/feature';
import { searchRoutes } from './routes';

/**
 * The console-wide search (`GET /api/search`): it owns no table; every feature lends it a search source
 * (`searchSources` on its descriptor) and the documentation's is its own.
 */
export const searchFeature = defineFeature({
  name: 'search',
  prefix: '/api/search',
  routes: searchRoutes,
  tables: {},
});
