import { authRoles } from '@conecta/contracts/roles';
import type { AppRoute } from '../../shell/routing';

export const routes: AppRoute[] = [
  { path: '/apps/__name__', access: { auth: authRoles.user }, load: () => import('./__Pascal__Page') },
];
