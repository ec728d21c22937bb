import { authRoles } from '@conecta/contracts/roles';
import type { AppRoute } from '../../shell/routing';

const access = { auth: authRoles.user };

// The two layouts of the same search (demo-apps §2); one page module draws both.
export const routes: AppRoute[] = [
  { path: '/pages/search', redirect: '/pages/search/classic' },
  { path: '/pages/search/classic', access, load: () => import('./SearchPage') },
  { path: '/pages/search/modern', access, load: () => import('./SearchPage') },
];
