import { authRoles } from '@conecta/contracts/roles';
import type { AppRoute } from '../../shell/routing';

export const routes: AppRoute[] = [
  {
    path: '/apps/dashboards/analytics',
    access: { auth: authRoles.user },
    load: () => import('./AnalyticsDashboardPage'),
  },
];
