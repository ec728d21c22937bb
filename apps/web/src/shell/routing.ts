import type { ComponentType } from 'react';
import type { RouteAccess } from './guard/routeAccess';

/**
 * One page of the app as its feature declares it: plain data, no React at run time, so the
 * first-page preloader can read route tables before the framework has loaded.
 */
export interface PageRoute {
  path: string;
  access?: RouteAccess;
  /** 'bare': the page alone, without toolbar or navigation (sign-in, registration). */
  layout?: 'bare';
  load(): Promise<{ default: ComponentType }>;
}

/**
 * A path that only leads elsewhere (`/apps/mail` → `/apps/mail/inbox`): no code, no access of its
 * own; the page it leads to is guarded as usual.
 */
export interface RedirectRoute {
  path: string;
  redirect: string;
}

/** What a feature's `routes.ts` exports as `routes`: its pages and its redirects. */
export type AppRoute = PageRoute | RedirectRoute;

export function isRedirectRoute(route: AppRoute): route is RedirectRoute {
  return 'redirect' in route;
}

const loaded = new WeakMap<PageRoute, ComponentType>();
const loading = new WeakMap<PageRoute, Promise<{ default: ComponentType }>>();

/** Fetches a page's code once; later callers share the same request. A failed fetch is forgotten, so the next call tries again. */
export function loadPage(route: PageRoute): Promise<{ default: ComponentType }> {
  let pending = loading.get(route);
  if (!pending) {
    pending = route.load().then(
      (module) => {
        loaded.set(route, module.default);
        return module;
      },
      (error: unknown) => {
        loading.delete(route);
        throw error;
      },
    );
    loading.set(route, pending);
  }
  return pending;
}

/** The page's component if its code is already here (no suspending needed). */
export function loadedPage(route: PageRoute): ComponentType | undefined {
  return loaded.get(route);
}

/**
 * Whether `pathname` fits `pattern`, where a `:name` segment matches any one segment and a trailing
 * `:name?` may also be left out (`/apps/todo/:folderHandle/:todoId?` fits `/apps/todo/all`).
 */
export function matchesPath(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const required = want.filter((segment) => !(segment.startsWith(':') && segment.endsWith('?'))).length;
  if (have.length < required || have.length > want.length) return false;
  return want.every((segment, i) =>
    i >= have.length ? segment.endsWith('?') : segment.startsWith(':') || segment === have[i],
  );
}
