import { authRoles } from '@conecta/contracts/roles';
import type { AppRoute } from '../../shell/routing';

export const routes: AppRoute[] = [
  { path: '/apps/mail', redirect: '/apps/mail/inbox' },
  {
    path: '/apps/mail/label/:labelHandle/:mailId?',
    access: { auth: authRoles.user },
    load: () => import('./MailPage'),
  },
  {
    path: '/apps/mail/filter/:filterHandle/:mailId?',
    access: { auth: authRoles.user },
    load: () => import('./MailPage'),
  },
  {
    path: '/apps/mail/:folderHandle/:mailId?',
    access: { auth: authRoles.user },
    load: () => import('./MailPage'),
  },
];
