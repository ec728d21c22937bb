import { authRoles } from '@conecta/contracts/roles';
import type { AppRoute } from '../../shell/routing';

const access = { auth: authRoles.user };

export const routes: AppRoute[] = [
  { path: '/apps/scrumboard', redirect: '/apps/scrumboard/boards' },
  { path: '/apps/scrumboard/boards', access, load: () => import('./BoardsPage') },
  { path: '/apps/scrumboard/boards/:boardId/:boardUri?', access, load: () => import('./BoardPage') },
];
