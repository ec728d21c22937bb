import { defineFeature } from '../../platform/feature';
import { authRoutes } from './routes';
import { authSampleData } from './seed';
import * as tables from './table';

/**
 * The token API: sign-in, registration, the session and the user's own data. The accounts and their sessions are
 * the platform's (src/accounts); this feature keeps its sign-in throttle's table.
 */
export const authFeature = defineFeature({
  name: 'auth',
  prefix: '/api/auth',
  routes: authRoutes,
  tables,
  sampleData: authSampleData,
});
