import { authRoles } from '@conecta/contracts/roles';
import ChatIcon from '@mui/icons-material/Chat';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagePreloadsOfSources } from '../../build/sourcePagePreloads';
import type { NavigationItem } from '../shell/navigation';
import { type AppRoute, matchesPath } from '../shell/routing';
import { appNavigation } from './navigation';
import { buildNavigation, collectSlots, pageAt } from './navigationDiscovery';
import { type NavigationContribution, navigationGroups } from './navigationGroups';
import { appRoutes } from './pages';
import { collectRoutes } from './routeDiscovery';

const page = (path: string, auth?: readonly string[]): AppRoute => ({
  path,
  ...(auth && { access: { auth } }),
  load: async () => ({ default: () => null }),
});

// What `import.meta.glob` would hand over for a new feature, `mail`, beside the chat.
const routeModules = {
  '../features/mail/routes.ts': [
    { path: '/apps/mail', redirect: '/apps/mail/inbox' },
    page('/apps/mail/inbox', authRoles.user),
    page('/apps/mail/admin', authRoles.admin),
  ],
  '../features/chat/routes.ts': [page('/apps/chat', authRoles.user)],
  '../features/devices/routes.ts': [page('/conecta/devicelist', authRoles.user)],
};
const routes = collectRoutes(routeModules);

const entry = (id: string, url: string) => ({ id, title: id, type: 'item' as const, url, icon: ChatIcon });
const navigationModules: Record<string, NavigationContribution[]> = {
  '../features/mail/navigation.ts': [
    { group: 'applications', order: 50, item: entry('mail', '/apps/mail') },
    { group: 'pages', order: 10, item: entry('mail-admin', '/apps/mail/admin') },
  ],
  '../features/chat/navigation.ts': [{ group: 'applications', order: 30, item: entry('chat', '/apps/chat') }],
  '../features/devices/navigation.ts': [
    { group: 'conecta', order: 10, item: entry('devicelist', '/conecta/devicelist'), listedForGuests: true },
  ],
};

describe('route discovery', () => {
  it("collects every feature's pages and redirects", () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/apps/chat',
      '/conecta/devicelist',
      '/apps/mail',
      '/apps/mail/inbox',
      '/apps/mail/admin',
    ]);
  });

  it('finds no two routes of the app claiming one path', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('finds the page behind a redirect', () => {
    expect(pageAt(routes, '/apps/mail')?.path).toBe('/apps/mail/inbox');
    // A redirect to a path that a route with parameters serves.
    const withParameters = [
      { path: '/apps/mail', redirect: '/apps/mail/inbox' },
      page('/apps/mail/:folderHandle/:mailId?'),
    ];
    expect(pageAt(withParameters, '/apps/mail')?.path).toBe('/apps/mail/:folderHandle/:mailId?');
    expect(pageAt(withParameters, '/apps/other')).toBeUndefined();
    expect(
      pageAt(
        [
          { path: '/a', redirect: '/b' },
          { path: '/b', redirect: '/a' },
        ],
        '/a',
      ),
    ).toBeUndefined();
  });

  it('finds the page behind a redirect to an address its pattern serves', () => {
    const todo = [
      { path: '/apps/todo', redirect: '/apps/todo/all' },
      page('/apps/todo/filter/:filterHandle/:todoId?', authRoles.user),
      page('/apps/todo/:folderHandle/:todoId?', authRoles.user),
    ];
    expect(pageAt(todo, '/apps/todo')?.path).toBe('/apps/todo/:folderHandle/:todoId?');
    expect(pageAt(todo, '/apps/todo/filter/deleted')?.path).toBe('/apps/todo/filter/:filterHandle/:todoId?');
  });

  it("finds every feature's routes in the app", () => {
    const paths = appRoutes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/login', '/register', '/conecta/devicelist', '/conecta/userdatalist/:id', '/apps/chat']),
    );
  });
});

describe('navigation discovery', () => {
  const navigation = buildNavigation(navigationGroups, navigationModules, routes);

  it("puts each feature's entries in the app's groups, in the groups' order and by each entry's order", () => {
    expect(navigation.map((item) => [item.id, item.type])).toEqual([
      ['devicelist', 'item'],
      ['applications', 'group'],
      ['pages', 'group'],
    ]);
    expect(navigation[1]).toMatchObject({ title: 'Applications', translate: 'shell:navigationGroup_applications' });
    expect(navigation[1]?.children?.map((item) => item.id)).toEqual(['chat', 'mail']);
  });

  it("gives each entry its route's access, through a redirect too", () => {
    const byId = new Map(navigation.flatMap((item) => [item, ...(item.children ?? [])]).map((item) => [item.id, item]));
    expect(byId.get('mail')?.auth).toEqual(authRoles.user);
    expect(byId.get('mail-admin')?.auth).toEqual(authRoles.admin);
    expect(byId.get('chat')?.auth).toEqual(authRoles.user);
    // Listed for guests on purpose (the start page); its route still asks them to sign in.
    expect(byId.get('devicelist')?.auth).toBeUndefined();
  });

  it('stops on an entry that leads nowhere or names an unknown group', () => {
    expect(() =>
      buildNavigation(
        navigationGroups,
        { m: [{ group: 'applications', order: 1, item: entry('typo', '/apps/mial') }] },
        routes,
      ),
    ).toThrow('The navigation entry typo leads to /apps/mial, which no route serves');
    expect(() =>
      buildNavigation(
        navigationGroups,
        { m: [{ group: 'extras' as 'pages', order: 1, item: entry('chat', '/apps/chat') }] },
        routes,
      ),
    ).toThrow('names an unknown group, extras');
  });
});

/** Every entry of a navigation tree, depth first. */
const everyEntry = (items: readonly NavigationItem[]): NavigationItem[] =>
  items.flatMap((item) => [item, ...everyEntry(item.children ?? [])]);
const featureContributions = Object.values(
  import.meta.glob<readonly NavigationContribution[]>('../features/*/navigation.ts', {
    eager: true,
    import: 'navigation',
  }),
).flat();

// Invariants of the app's own menu, whatever features it holds: a new entry needs no edit here.
describe("the app's navigation", () => {
  const entries = everyEntry(appNavigation);
  const pages = entries.filter((item) => item.type === 'item' && item.url?.startsWith('/'));

  it('leads every in-app entry to a page some route serves', () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((item) => !pageAt(appRoutes, item.url ?? '')).map((item) => item.url)).toEqual([]);
  });

  it("has every page it leads to in the build's page-preloads.json, so its first visit fetches its code at once", async () => {
    const preloaded = Object.keys(await pagePreloadsOfSources());
    const missing = pages.filter((item) => !preloaded.some((pattern) => matchesPath(pattern, item.url ?? '')));
    expect(missing.map((item) => item.url)).toEqual([]);
  });

  it('gives no two entries one id', () => {
    const ids = entries.map((item) => item.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("shows the groups in the app's order, each entry placed by its order", () => {
    const groupIds: readonly string[] = navigationGroups.map((group) => group.id);
    const groupOf = (item: NavigationItem) =>
      groupIds.indexOf(
        groupIds.includes(item.id)
          ? item.id
          : (featureContributions.find((contribution) => contribution.item.id === item.id)?.group ?? ''),
      );
    const shown = appNavigation.map(groupOf);
    expect(shown).not.toContain(-1);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    for (const group of appNavigation.filter((item) => item.type === 'group')) {
      const orders = (group.children ?? []).map(
        (child) => featureContributions.find((contribution) => contribution.item.id === child.id)?.order ?? Number.NaN,
      );
      expect(orders, group.id).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it("lists every feature's entry with its own MUI icon component", () => {
    expect(featureContributions.length).toBeGreaterThan(0);
    for (const { item } of featureContributions) {
      expect(
        appNavigation.flatMap((top) => [top, ...(top.children ?? [])]).map((top) => top.id),
        item.id,
      ).toContain(item.id);
      const { container, unmount } = render(<item.icon />);
      expect(container.querySelector('svg.MuiSvgIcon-root'), item.id).not.toBeNull();
      unmount();
    }
  });
});

describe('slot discovery', () => {
  const Button = () => null;
  it('orders toolbar items by their order, whatever feature gives them', () => {
    const slots = collectSlots({
      '../features/a/shell.ts': { toolbarItems: [{ id: 'late', order: 20, component: Button }] },
      '../features/b/shell.ts': {
        toolbarItems: [{ id: 'early', order: 10, component: Button }],
        sidePanels: [{ id: 'panel', component: Button }],
      },
    });
    expect(slots.toolbarItems.map((item) => item.id)).toEqual(['early', 'late']);
    expect(slots.sidePanels.map((panel) => panel.id)).toEqual(['panel']);
  });
});
