import { defineFeature } from '../../platform/feature';
import { authRoutes } from './routes';
import { authSampleData } from './seed';
import * as tables from './table';

/** Accounts and the token API: sign-in, registration, the session and the user's own data. */
export const authFeature = defineFeature({
  name: 'auth',
  prefix: '/api/auth',
  routes: authRoutes,
  tables,
  sampleData: authSampleData,
});
