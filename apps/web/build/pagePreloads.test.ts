import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../src/app/pages';
import { pagePreloads } from './pagePreloads';
import { readRouteTable } from './routeTable';
import { hook, pagePreloadsOfSources } from './sourcePagePreloads';

const root = path.resolve(import.meta.dirname, '..');
describe('page preloads', () => {
  it("announces the scripts of every page and redirect the app's route tables declare", async () => {
    const preloads = await pagePreloadsOfSources();
    expect(Object.keys(preloads).sort()).toEqual(appRoutes.map((route) => route.path).sort());
    expect(preloads['/apps/chat']).toEqual(expect.arrayContaining(['/shared.js', '/chunk-0.js']));
    // A page of the main layout brings the layout's chunk along; the sign-in page does not.
    expect(preloads['/login']).not.toContain('/chunk-0.js');
    for (const route of appRoutes) expect(preloads[route.path]?.length, route.path).toBeGreaterThan(1);
  });

  it('reads paths from constants of the same module and template strings', () => {
    const table = readRouteTable(
      `const mailPath = '/apps/mail';
       export const routes: AppRoute[] = [
         { path: mailPath, redirect: '/apps/mail/inbox' },
         { path: \`/apps/mail/:folder\`, access: { auth: ['user'] }, load: () => import('./MailPage') },
         { path: '/login', layout: 'bare', load: () => import('./LoginPage').then((m) => ({ default: m.LoginPage })) },
       ];`,
      'mail/routes.ts',
    );
    expect(table.redirects).toEqual([{ path: '/apps/mail', redirect: '/apps/mail/inbox' }]);
    expect(table.pages).toEqual([
      { path: '/apps/mail/:folder', bare: false, source: './MailPage' },
      { path: '/login', bare: true, source: './LoginPage' },
    ]);
  });

  it('reads redirects', () => {
    const table = readRouteTable(`export const routes = [{ path: '/apps/todo', redirect: '/apps/todo/all' }];`, 'x.ts');
    expect(table.redirects).toEqual([{ path: '/apps/todo', redirect: '/apps/todo/all' }]);
  });

  it('stops with the file and line when a path cannot be read, instead of skipping the page', () => {
    const code = `import { chatPath } from './paths';\nexport const routes = [\n  { path: chatPath, load: () => import('./ChatPage') },\n];`;
    expect(() => readRouteTable(code, 'src/features/chat/routes.ts')).toThrow(
      /^src\/features\/chat\/routes\.ts:3: cannot read this route's path/,
    );
  });

  it('stops when the page module cannot be read', () => {
    const code = `const page = './ChatPage';\nexport const routes = [{ path: '/apps/chat', load: () => import(page + '') }];`;
    expect(() => readRouteTable(code, 'routes.ts')).toThrow(/cannot read which module the page \/apps\/chat loads/);
  });

  it('fails the build from the plugin, naming the route table', async () => {
    const plugin = pagePreloads({ mainLayout: [] });
    const context = {
      resolve: async () => null,
      error: (message: string) => {
        throw new Error(message);
      },
    };
    await expect(
      hook(plugin.transform).call(
        context,
        `export const routes = [{ path: someFunction(), load: () => import('./P') }];`,
        path.join(root, 'src/features/broken/routes.ts'),
      ),
    ).rejects.toThrow(/broken\/routes\.ts:1: cannot read this route's path/);
  });
});
