import { authRoles } from '@conecta/contracts/roles';
import type { AppRoute } from '../../shell/routing';

export const chatPath = '/apps/chat';

export const routes: AppRoute[] = [
  {
    path: chatPath,
    access: { auth: authRoles.user },
    load: () => import('./ChatPage'),
  },
];
