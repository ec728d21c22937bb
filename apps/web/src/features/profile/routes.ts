import { authRoles } from '@conecta/contracts/roles';
import type { AppRoute } from '../../shell/routing';

export const routes: AppRoute[] = [
  { path: '/pages/profile', access: { auth: authRoles.user }, load: () => import('./ProfilePage') },
];
