import { authRoles } from '@conecta/contracts/roles';
import type { PageRoute } from '../../shell/routing';

export const deviceRoutes: PageRoute[] = [
  {
    path: '/conecta/devicelist',
    access: { auth: authRoles.user },
    load: () => import('./DeviceListPage'),
  },
];
