import { authRoles } from '@conecta/contracts/roles';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../shell/routing';
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

const entry = (id: string, url: string) => ({ id, title: id, type: 'item' as const, url });
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

  it("shows today's navigation: the product's lists at the top, the chat and the to-dos among the applications, the documentation last", () => {
    expect(appNavigation).toEqual([
      expect.objectContaining({ id: 'devicelist', url: '/conecta/devicelist' }),
      expect.objectContaining({ id: 'userdatalist', url: '/conecta/userdatalist', auth: authRoles.admin }),
      expect.objectContaining({
        id: 'applications',
        type: 'group',
        children: [
          expect.objectContaining({ id: 'chat', url: '/apps/chat', auth: authRoles.user }),
          expect.objectContaining({ id: 'mail', url: '/apps/mail', auth: authRoles.user }),
          expect.objectContaining({ id: 'todo', url: '/apps/todo', auth: authRoles.user }),
        ],
      }),
      expect.objectContaining({ id: 'documentation', type: 'group' }),
    ]);
    expect(appNavigation[0]).not.toHaveProperty('auth');
    // Its pages are served by one pattern (/documentation/:section/:page) open to everyone.
    const introduction = appNavigation[3]?.children?.[0]?.children?.[0];
    expect(introduction).toMatchObject({ url: '/documentation/getting-started/introduction' });
    expect(introduction).not.toHaveProperty('auth');
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
