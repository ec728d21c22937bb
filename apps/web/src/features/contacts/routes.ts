import { authRoles } from '@conecta/contracts/roles';
import type { AppRoute } from '../../shell/routing';

const access = { auth: authRoles.user };

export const routes: AppRoute[] = [
  { path: '/apps/contacts', redirect: '/apps/contacts/all' },
  { path: '/apps/contacts/:id', access, load: () => import('./ContactsPage') },
];
