import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../src/app/pages';
import { pagePreloads } from './pagePreloads';
import { readRouteTable } from './routeTable';

const root = path.resolve(import.meta.dirname, '..');
const featuresDir = path.join(root, 'src/features');
const routeTables = readdirSync(featuresDir)
  .map((feature) => path.join(featuresDir, feature, 'routes.ts'))
  .filter((file) => {
    try {
      return readFileSync(file).length > 0;
    } catch {
      return false;
    }
  });

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (value: unknown) => (typeof value === 'function' ? value : (value as { handler: Hook }).handler) as Hook;

/** Runs the plugin over the real route tables and a bundle with one chunk per module, as a build would. */
async function preloadsOfRouteTables(): Promise<Record<string, string[]>> {
  const plugin = pagePreloads({ mainLayout: ['src/app/mainLayout.tsx'] });
  hook(plugin.configResolved).call(undefined, { root });
  const errors: string[] = [];
  const context = {
    resolve: async (source: string, importer: string) => ({
      id: path.resolve(path.dirname(importer), `${source}.tsx`),
    }),
    error: (message: string) => {
      errors.push(message);
      throw new Error(message);
    },
  };
  const modules: string[] = [path.join(root, 'src/app/mainLayout.tsx')];
  for (const file of routeTables) {
    await hook(plugin.transform).call(context, readFileSync(file, 'utf8'), file);
  }
  // Every page's module is the facade of a chunk that imports a shared one.
  for (const file of routeTables) {
    for (const page of readRouteTable(readFileSync(file, 'utf8'), file).pages)
      modules.push(path.resolve(path.dirname(file), `${page.source}.tsx`));
  }
  const bundle: Record<string, unknown> = Object.fromEntries(
    modules.map((moduleId, index) => [
      `chunk-${index}.js`,
      {
        type: 'chunk',
        fileName: `chunk-${index}.js`,
        imports: ['shared.js'],
        isEntry: false,
        facadeModuleId: moduleId,
      },
    ]),
  );
  bundle['shared.js'] = { type: 'chunk', fileName: 'shared.js', imports: [], isEntry: false, facadeModuleId: null };
  let emitted = '';
  hook(plugin.generateBundle).call(
    { ...context, emitFile: (file: { source: string }) => (emitted = file.source) },
    {},
    bundle,
  );
  expect(errors).toEqual([]);
  return JSON.parse(emitted);
}

describe('page preloads', () => {
  it("announces the scripts of every page and redirect the app's route tables declare", async () => {
    const preloads = await preloadsOfRouteTables();
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
