import type { PageRoute } from '../../shell/routing';

export const errorRoutes: PageRoute[] = [
  {
    path: '/pages/errors/error-404',
    load: () => import('./Error404Page'),
  },
];
