import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pagePreloads } from './pagePreloads';
import { readRouteTable } from './routeTable';

const root = path.resolve(import.meta.dirname, '..');
const featuresDir = path.join(root, 'src/features');
/** Every feature's route table, as the build finds them. */
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
/** A plugin hook as a function, whether Vite's object form or a plain one. */
export const hook = (value: unknown) =>
  (typeof value === 'function' ? value : (value as { handler: Hook }).handler) as Hook;

/**
 * The `page-preloads.json` a build would write for today's route tables, without building: the
 * plugin runs over the real route tables and a bundle with one chunk per page module (each importing
 * a shared one), as a build would. For tests that must not wait for, or trust, a build in `dist`.
 */
export async function pagePreloadsOfSources(): Promise<Record<string, string[]>> {
  const plugin = pagePreloads({ mainLayout: ['src/app/mainLayout.tsx'] });
  hook(plugin.configResolved).call(undefined, { root });
  const context = {
    resolve: async (source: string, importer: string) => ({
      id: path.resolve(path.dirname(importer), `${source}.tsx`),
    }),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const modules: string[] = [path.join(root, 'src/app/mainLayout.tsx')];
  for (const file of routeTables) {
    await hook(plugin.transform).call(context, readFileSync(file, 'utf8'), file);
  }
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
  return JSON.parse(emitted);
}
