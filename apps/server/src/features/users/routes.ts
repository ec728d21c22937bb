import { CountCache } from '../../db/counting';
import type { FeatureRoutes } from '../../platform/feature';
import { addAccountRoutes } from './account-routes';
import { addAccountListRoutes } from './list-routes';

/** The user-data list (admins only): every account, its roles and status, and what was done to and by it. */
export const usersRoutes: FeatureRoutes = async (app, context) => {
  // Totals per filter, forgotten on this server's own writes; other writers age out with the TTL.
  const counts = new CountCache();
  addAccountListRoutes(app, context, counts);
  addAccountRoutes(app, context, counts);
};
