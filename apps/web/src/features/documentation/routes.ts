import type { AppRoute } from '../../shell/routing';

// No access: the documentation is open to everyone, guests included (console-core §2.1).
export const routes: AppRoute[] = [
  { path: '/documentation', redirect: '/documentation/user-guide/signing-in' },
  { path: '/documentation/:section/:page', load: () => import('./DocumentationPage') },
];
