import { type AppRoute, isRedirectRoute, loadPage, matchesPath, type PageRoute } from '../shell/routing';
import { collectRoutes } from './routeDiscovery';

/**
 * Every route, discovered: each feature's `routes.ts` exports `routes`, plain data whose pages
 * are lazy imports, so reading them all here keeps the sign-in page small.
 */
export const appRoutes: AppRoute[] = collectRoutes(
  import.meta.glob<readonly AppRoute[]>('../features/*/routes.ts', { eager: true, import: 'routes' }),
);
const appPages = appRoutes.filter((route): route is PageRoute => !isRedirectRoute(route));
/** Paths that only lead to another. */
export const redirectRoutes = appRoutes.filter(isRedirectRoute);
/** Pages shown alone: sign-in, registration, the hosted-login callback. */
export const bareLayoutPages = appPages.filter((page) => page.layout === 'bare');
/** Pages inside the main layout. */
export const mainLayoutPages = appPages.filter((page) => page.layout !== 'bare');

// Keep in step with `pagePreloads({ mainLayout })` in vite.config.ts.
export const loadMainLayout = () => import('./mainLayout');

/** Fetches the code of the page at `pathname` and of its layout, so its first render needs no second trip. */
export function preloadPage(pathname: string, hops = 0): Promise<unknown> {
  const redirect = redirectRoutes.find((route) => matchesPath(route.path, pathname));
  // A few hops at most: a redirect loop must not hang the start-up.
  if (redirect) return hops < 5 ? preloadPage(redirect.redirect, hops + 1) : Promise.resolve();
  const bare = bareLayoutPages.find((route) => matchesPath(route.path, pathname));
  const main = bare ? undefined : mainLayoutPages.find((route) => matchesPath(route.path, pathname));
  const route = bare ?? main;
  return Promise.all([route && loadPage(route), main && loadMainLayout()]).catch(() => undefined);
}
