import type { AppRoute } from '../../shell/routing';

export const routes: AppRoute[] = [
  { path: '/pages/errors/error-404', load: () => import('./Error404Page') },
  { path: '/pages/errors/error-500', load: () => import('./Error500Page') },
];
