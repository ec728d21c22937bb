import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const pickQuery = /\?(?:.*&)?pick=([^&]*)/;

/** The entries of `strings` that `names` asks for: a name, or a name's plural and context forms (`name_…`). */
export function pickEntries(strings: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(strings).filter(([key]) => names.some((name) => key === name || key.startsWith(`${name}_`))),
  );
}

/**
 * `./locales/en.json?pick=appTitle,unreadCount` → a JSON module of those keys alone. The navigation of every
 * signed-in page needs each feature's title, not its whole namespace: picked at build time, the titles of
 * some twenty features cost a few hundred bytes in the layout's chunk instead of twenty requests for whole files.
 */
export function pickJson(): Plugin {
  return {
    name: 'conecta:pick-json',
    enforce: 'pre',
    async load(id) {
      const names = pickQuery.exec(id)?.[1];
      if (names === undefined || !/\.json\?/.test(id)) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const strings = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      // A module, not JSON: a `.json` id with a query of its own is not Vite's JSON any more.
      return `export default ${JSON.stringify(pickEntries(strings, decodeURIComponent(names).split(',')))};`;
    },
  };
}
