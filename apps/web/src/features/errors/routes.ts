import { type AppRoute, lazyPage } from '../../shell/routing';

export const errorRoutes: AppRoute[] = [
  {
    path: '/pages/errors/error-404',
    ...lazyPage(() => import('./Error404Page')),
  },
];
