import { authRoles } from '@conecta/contracts';
import { type AppRoute, lazyPage } from '../../shell/routing';

export const deviceRoutes: AppRoute[] = [
  {
    path: '/conecta/devicelist',
    access: { auth: authRoles.user },
    ...lazyPage(() => import('./DeviceListPage')),
  },
];
