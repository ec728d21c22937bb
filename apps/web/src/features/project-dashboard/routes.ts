import { authRoles } from '@conecta/contracts/roles';
import type { AppRoute } from '../../shell/routing';

export const routes: AppRoute[] = [
  { path: '/apps/dashboards/project', access: { auth: authRoles.user }, load: () => import('./ProjectDashboardPage') },
];
