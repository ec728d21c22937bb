import { authGuestRoutes, authRoutes } from '../features/auth/routes';
import { chatRoutes } from '../features/chat/routes';
import { deviceRoutes } from '../features/devices/routes';
import { errorRoutes } from '../features/errors/routes';
import { userRoutes } from '../features/users/routes';
import { loadPage, matchesPath, type PageRoute } from '../shell/routing';

/** Every page; features declare theirs, with access rule and layout, beside their code. */
export const appPages: PageRoute[] = [
  ...authGuestRoutes,
  ...deviceRoutes,
  ...userRoutes,
  ...chatRoutes,
  ...authRoutes,
  ...errorRoutes,
];
/** Pages shown alone: sign-in, registration, the hosted-login callback. */
export const bareLayoutPages = appPages.filter((page) => page.layout === 'bare');
/** Pages inside the main layout. */
export const mainLayoutPages = appPages.filter((page) => page.layout !== 'bare');

export const loadMainLayout = () => Promise.all([import('../shell/layout/MainLayout'), import('./navigation')]);

/** Fetches the code of the page at `pathname` and of its layout, so its first render needs no second trip. */
export function preloadPage(pathname: string): Promise<unknown> {
  const bare = bareLayoutPages.find((route) => matchesPath(route.path, pathname));
  const main = bare ? undefined : mainLayoutPages.find((route) => matchesPath(route.path, pathname));
  const route = bare ?? main;
  return Promise.all([route && loadPage(route), main && loadMainLayout()]).catch(() => undefined);
}
