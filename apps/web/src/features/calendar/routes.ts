import { authRoles } from '@conecta/contracts/roles';
import type { AppRoute } from '../../shell/routing';

export const routes: AppRoute[] = [
  { path: '/apps/calendar', access: { auth: authRoles.user }, load: () => import('./CalendarPage') },
];
