import { authRoles } from '@conecta/contracts/roles';
import type { AppRoute } from '../../shell/routing';

export const routes: AppRoute[] = [
  {
    path: '/conecta/userdatalist',
    access: { auth: authRoles.admin },
    load: () => import('./UserDataListPage'),
  },
  {
    path: '/conecta/userdatalist/:id',
    access: { auth: authRoles.admin },
    load: () => import('./UserPage'),
  },
];
