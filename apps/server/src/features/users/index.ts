import { defineFeature } from '../../platform/feature';
import { usersRoutes } from './routes';
import { usersSampleData } from './seed';

/** The user-data list (admins): every account, managed through the platform's accounts module (src/accounts). */
export const usersFeature = defineFeature({
  name: 'users',
  prefix: '/api/users',
  routes: usersRoutes,
  tables: {},
  sampleData: usersSampleData,
});

/** The sample people's email addresses, for other features' sample data. */
export { emailOf } from './seed';
