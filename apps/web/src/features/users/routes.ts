import { authRoles } from '@conecta/contracts';
import { type AppRoute, lazyPage } from '../../shell/routing';

export const userRoutes: AppRoute[] = [
  {
    path: '/conecta/userdatalist',
    access: { auth: authRoles.admin },
    ...lazyPage(() => import('./UserDataListPage')),
  },
];
