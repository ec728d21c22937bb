/**
 * After `vite build`: renders the guest pages (`src/app/prerender/guestPages.tsx`) to HTML with the same
 * components, and writes `dist/prerendered.json` ({ path: markup }), which the server puts into those pages' HTML
 * in place of the splash. The page then paints before its scripts arrive and the browser hydrates it.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A browser with nothing stored: what the pages read at start-up (language, settings, tokens) has its defaults. */
class EmptyStorage {
  #items = new Map<string, string>();
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  clear() {
    this.#items.clear();
  }
}
Object.assign(globalThis, { localStorage: new EmptyStorage(), sessionStorage: new EmptyStorage() });
// React's production build renders exactly what the browser's production build hydrates.
process.env.NODE_ENV = 'production';

const started = performance.now();
const vite = await createServer({
  root,
  configFile: `${root}vite.config.ts`,
  appType: 'custom',
  mode: 'production',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { prerenderedPaths, renderGuestPage } = (await vite.ssrLoadModule(
    '/src/app/prerender/guestPages.tsx',
  )) as typeof import('../src/app/prerender/guestPages');
  const pages: Record<string, { state: string; html: string }> = {};
  for (const path of prerenderedPaths) pages[path] = await renderGuestPage(path);
  await writeFile(`${root}dist/prerendered.json`, JSON.stringify(pages));
  const sizes = Object.entries(pages).map(([path, { html }]) => `${path} ${(html.length / 1024).toFixed(1)} KiB`);
  console.log(`Prerendered ${sizes.join(', ')} in ${Math.round(performance.now() - started)} ms`);
} finally {
  await vite.close();
}
