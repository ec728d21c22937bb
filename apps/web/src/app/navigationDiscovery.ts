import type { ShellContribution, ShellSlots } from '../shell/layout/slots';
import type { NavigationItem } from '../shell/navigation';
import { type AppRoute, isRedirectRoute, matchesPath, type PageRoute } from '../shell/routing';
import type { NavigationContribution, NavigationEntry, NavigationGroup } from './navigationGroups';
import { byModulePath } from './routeDiscovery';

// Loaded with the main layout, not with the sign-in page (route discovery is in routeDiscovery.ts).

/**
 * The page a path shows, following redirects (at most a few hops, so a loop cannot hang the app). A route
 * written as the path itself comes first; a pattern serves the rest (`/apps/todo/all` of
 * `/apps/todo/:folderHandle/:todoId?`, `/documentation/multi-language/…` of `/documentation/:section/:page`).
 */
export function pageAt(routes: readonly AppRoute[], path: string): PageRoute | undefined {
  let target = path;
  for (let hop = 0; hop < 5; hop++) {
    const route =
      routes.find((candidate) => candidate.path === target) ??
      routes.find((candidate) => !isRedirectRoute(candidate) && matchesPath(candidate.path, target));
    if (!route) return undefined;
    if (!isRedirectRoute(route)) return route;
    target = route.redirect;
  }
  return undefined;
}

const isInternal = (url: string) => url.startsWith('/');

/** The entry with its route's access; an internal url that no route serves is a mistake. */
function withRouteAccess(entry: NavigationEntry, routes: readonly AppRoute[]): NavigationItem {
  const { children, ...item } = entry;
  const withChildren: NavigationItem = children
    ? { ...item, children: children.map((child) => withRouteAccess(child, routes)) }
    : item;
  if (!entry.url || !isInternal(entry.url) || entry.type === 'link') return withChildren;
  const page = pageAt(routes, entry.url);
  if (!page) throw new Error(`The navigation entry ${entry.id} leads to ${entry.url}, which no route serves`);
  return page.access?.auth ? { ...withChildren, auth: page.access.auth } : withChildren;
}

/**
 * The main navigation: the app's groups in their order, each holding the entries features gave it
 * (by `order`, then id), each entry as visible as its route is accessible. Empty groups are left out.
 */
export function buildNavigation(
  groups: readonly NavigationGroup[],
  modules: Record<string, readonly NavigationContribution[] | undefined>,
  routes: readonly AppRoute[],
): NavigationItem[] {
  const contributions = byModulePath(modules);
  const unknown = contributions.find((contribution) => !groups.some((group) => group.id === contribution.group));
  if (unknown) throw new Error(`The navigation entry ${unknown.item.id} names an unknown group, ${unknown.group}`);

  return groups.flatMap((group): NavigationItem[] => {
    const items = contributions
      .filter((contribution) => contribution.group === group.id)
      .sort((a, b) => a.order - b.order || a.item.id.localeCompare(b.item.id))
      .map((contribution) => {
        const item = withRouteAccess(contribution.item, routes);
        if (!contribution.listedForGuests) return item;
        const { auth: _listedForEveryone, ...listed } = item;
        return listed;
      });
    if (items.length === 0) return [];
    if (group.inline) return items;
    return [{ id: group.id, title: group.title, translate: group.translate, type: 'group', children: items }];
  });
}

/** Every feature's toolbar buttons (by `order`, then id) and side panels (by module path). */
export function collectSlots(modules: Record<string, ShellContribution | undefined>): ShellSlots {
  const contributions = byModulePath(modules);
  return {
    toolbarItems: contributions
      .flatMap((contribution) => contribution.toolbarItems ?? [])
      .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)),
    sidePanels: contributions.flatMap((contribution) => contribution.sidePanels ?? []),
  };
}
