import { defineFeature } from '../../platform/feature';
import { usersRoutes } from './routes';
import { accountsSearchSource } from './search-source';
import { usersSampleData } from './seed';

/** The user-data list (admins): every account, managed through the platform's accounts module (src/accounts). */
export const usersFeature = defineFeature({
  name: 'users',
  prefix: '/api/users',
  routes: usersRoutes,
  tables: {},
  sampleData: usersSampleData,
  searchSources: [accountsSearchSource],
});

/** The sample people's email addresses, for other features' sample data. */
export { emailOf } from './seed';
