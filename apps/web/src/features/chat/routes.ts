import { authRoles } from '@conecta/contracts/roles';
import type { PageRoute } from '../../shell/routing';

export const chatPath = '/apps/chat';

export const chatRoutes: PageRoute[] = [
  {
    path: chatPath,
    access: { auth: authRoles.user },
    load: () => import('./ChatPage'),
  },
];
