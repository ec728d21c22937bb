import { authRoles } from '@conecta/contracts/roles';
import type { PageRoute } from '../../shell/routing';

export const userRoutes: PageRoute[] = [
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
