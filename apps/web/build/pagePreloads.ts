import path from 'node:path';
import type { Plugin } from 'vite';
import { matchesPath } from '../src/shell/routing';
import { RouteTableError, type RouteTableRedirect, readRouteTable } from './routeTable';

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
};

export interface PagePreloadOptions {
  /** Modules every page outside the bare layout needs as well (the main layout with its navigation and slots). */
  mainLayout: string[];
}

/** Route tables: `src/features/<feature>/routes.ts`. */
export const routeTablePattern = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]routes\.ts$/;

/**
 * Writes `page-preloads.json`: for each page path of the features' route tables (see
 * `readRouteTable`), every JavaScript file the page needs; a redirect gets the files of the page
 * it leads to. The server puts those that index.html does not already load in the HTML of that
 * page as modulepreload links, so a first visit fetches all its code at once instead of
 * discovering the page's chunks only after the entry has run. A route whose path or page cannot
 * be read fails the build.
 */
export function pagePreloads({ mainLayout }: PagePreloadOptions): Plugin {
  const pages: { path: string; bare: boolean; moduleId: string }[] = [];
  const redirects: RouteTableRedirect[] = [];
  let root = process.cwd();

  return {
    name: 'conecta:page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (!routeTablePattern.test(id)) return null;
      let table: ReturnType<typeof readRouteTable>;
      try {
        table = readRouteTable(code, path.relative(root, id));
      } catch (error) {
        if (error instanceof RouteTableError) this.error(error.message);
        throw error;
      }
      for (const page of table.pages) {
        const resolved = await this.resolve(page.source, id);
        if (!resolved) this.error(`${path.relative(root, id)}: the page ${page.path} loads ${page.source}, not found`);
        pages.push({ path: page.path, bare: page.bare, moduleId: resolved.id });
      }
      redirects.push(...table.redirects);
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk & typeof item => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: OutputChunk | undefined, into = new Set<string>()) => {
        if (!start || into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const file of start.imports) closure(byFile.get(file), into);
        return into;
      };
      const facadeOf = (moduleId: string) => chunks.find((chunk) => chunk.facadeModuleId === moduleId);
      const closureOf = (modules: string[], into = new Set<string>()) => {
        for (const module of modules) {
          const chunk = facadeOf(path.resolve(root, module));
          if (!chunk)
            this.error(`page-preloads: no chunk starts at ${module}; is mainLayout in vite.config.ts current?`);
          closure(chunk, into);
        }
        return into;
      };
      const layout = closureOf(mainLayout);

      const preloads: Record<string, string[]> = {};
      for (const page of pages) {
        const chunk = facadeOf(page.moduleId);
        if (!chunk) this.error(`page-preloads: no chunk starts at ${page.moduleId}, the page of ${page.path}`);
        const files = closure(chunk);
        if (!page.bare) for (const file of layout) files.add(file);
        preloads[page.path] = [...files].map((file) => `/${file}`);
      }
      for (const redirect of redirects) {
        const target = Object.entries(preloads).find(([pattern]) => matchesPath(pattern, redirect.redirect))?.[1];
        if (!target)
          this.error(`page-preloads: ${redirect.path} redirects to ${redirect.redirect}, which no page serves`);
        preloads[redirect.path] = target;
      }
      this.emitFile({ type: 'asset', fileName: 'page-preloads.json', source: JSON.stringify(preloads, null, 2) });
    },
  };
}
