import { authRoles } from '@conecta/contracts/roles';
import type { AppRoute } from '../../shell/routing';

const access = { auth: authRoles.user };

export const routes: AppRoute[] = [
  { path: '/apps/todo', redirect: '/apps/todo/all' },
  { path: '/apps/todo/label/:labelHandle/:todoId?', access, load: () => import('./TodoPage') },
  { path: '/apps/todo/filter/:filterHandle/:todoId?', access, load: () => import('./TodoPage') },
  { path: '/apps/todo/:folderHandle/:todoId?', access, load: () => import('./TodoPage') },
];
