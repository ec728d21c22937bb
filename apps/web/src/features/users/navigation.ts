import { authRoles } from '@conecta/contracts/roles';
import type { NavigationItem } from '../../shell/navigation';
import { usersNamespace } from './locales';

export const userNavigation: NavigationItem[] = [
  {
    id: 'userdatalist',
    title: 'User data list',
    translate: `${usersNamespace}:title`,
    type: 'item',
    icon: 'person',
    url: '/conecta/userdatalist',
    // Admins only (console-core §2.1); the route says the same.
    auth: authRoles.admin,
  },
];
