import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Collects, once the module graph is built, every module `page` imports statically (directly or
 * not), except those of the start-up chunk and the page's own module. A code-splitting group
 * can then put them in one chunk: a page that would otherwise fetch a score of small shared
 * chunks fetches one, which also compresses better as a whole.
 */
export function staticClosure(page: string): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  let pageId = '';
  return {
    has: (id) => modules.has(id),
    plugin: {
      name: 'conecta:static-closure',
      apply: 'build',
      configResolved(config) {
        pageId = path.resolve(config.root, page);
      },
      buildEnd(error) {
        if (error) return;
        if (!this.getModuleInfo(pageId)) this.error(`staticClosure: ${page} is not part of the build`);
        const initial = new Set<string>();
        const walk = (id: string, into: Set<string>, stop?: Set<string>) => {
          if (into.has(id) || stop?.has(id)) return;
          into.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) walk(imported, into, stop);
        };
        for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) walk(id, initial);
        walk(pageId, modules, initial);
        modules.delete(pageId);
      },
    },
  };
}
