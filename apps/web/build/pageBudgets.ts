import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** A chunk of Vite's build manifest (`dist/.vite/manifest.json`), as far as the check reads it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  /** Keys of the chunks it imports statically. */
  imports?: string[];
}

/** What one page costs on a first visit. */
export interface PageWeight {
  /** A route path of `page-preloads.json`, or {@link signedInShell}. */
  page: string;
  /** Gzip bytes (level 9, as the server sends them) of every script the visit loads. */
  gzipBytes: number;
  scripts: number;
}

export interface BudgetFile {
  /** Gzip KiB each budgeted page may load on a first visit. */
  budgetsKiB: Record<string, number>;
}

/** The row of what every signed-in page carries before its own code: the start-up and the main layout. */
export const signedInShell = 'signed-in shell';
/** The main layout's module: keep in step with `loadMainLayout` (src/app/pages.ts) and vite.config.ts. */
const mainLayoutModule = 'src/app/mainLayout.tsx';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * Every page's first-visit JavaScript in a web build (`apps/web/dist`): the entry and what it imports
 * statically, plus the scripts `page-preloads.json` has the server announce for the page. No browser:
 * what a first visit fetches after start-up on its own (translations, the live stream's code) is
 * `npm run bench:web`'s to measure.
 */
export function measurePages(dist: string): PageWeight[] {
  const manifest = readJson<Record<string, ManifestChunk>>(path.join(dist, '.vite/manifest.json'));
  const preloads = readJson<Record<string, string[]>>(path.join(dist, 'page-preloads.json'));

  const staticClosure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`page budgets: the build manifest names ${key} but has no such chunk`);
      const file = `/${chunk.file}`;
      if (into.has(file)) continue;
      into.add(file);
      staticClosure(chunk.imports ?? [], into);
    }
    return into;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error('page budgets: the build manifest has no entry');
  const startUp = staticClosure(entries);

  const sizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const weigh = (page: string, files: Iterable<string>): PageWeight => {
    const scripts = new Set([...startUp, ...files]);
    const gzipBytes = [...scripts].reduce((sum, file) => sum + gzipSize(file), 0);
    return { page, gzipBytes, scripts: scripts.size };
  };

  const pages = Object.entries(preloads).map(([page, files]) => weigh(page, files));
  if (manifest[mainLayoutModule]) pages.push(weigh(signedInShell, staticClosure([mainLayoutModule])));
  return pages;
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** One line per budget broken (or page missing from the build), naming the page, its size and its budget. */
export function budgetFailures(pages: readonly PageWeight[], budgets: BudgetFile, budgetFile: string): string[] {
  return Object.entries(budgets.budgetsKiB).flatMap(([page, budget]) => {
    const measured = pages.find((candidate) => candidate.page === page);
    if (!measured)
      return [`${page}: has a budget in ${budgetFile} but is not a page of the build (renamed? update the budget)`];
    if (measured.gzipBytes <= budget * 1024) return [];
    return [
      `${page}: first-visit JavaScript is ${kib(measured.gzipBytes)} KiB gzip, over its budget of ${budget} KiB ` +
        `(${budgetFile}; ${kib(measured.gzipBytes - budget * 1024)} KiB too many)`,
    ];
  });
}

/** Every page's figure, heaviest first, with its budget where it has one. */
export function budgetTable(pages: readonly PageWeight[], budgets: BudgetFile): string {
  const rows = [...pages]
    .sort((a, b) => b.gzipBytes - a.gzipBytes || a.page.localeCompare(b.page))
    .map((page) => {
      const budget = budgets.budgetsKiB[page.page];
      return [page.page, kib(page.gzipBytes), String(page.scripts), budget === undefined ? '' : String(budget)];
    });
  const header = ['page', 'gzip KiB', 'scripts', 'budget KiB'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0)));
  return [header, ...rows].map((cells) => line(cells).join('  ')).join('\n');
}

/** Measures the build at `dist` against the budgets in `budgetFile`: the table to print and what broke. */
export function checkPageBudgets(dist: string, budgetFile: string): { table: string; failures: string[] } {
  const budgets = readJson<BudgetFile>(budgetFile);
  const pages = measurePages(dist);
  return { table: budgetTable(pages, budgets), failures: budgetFailures(pages, budgets, path.basename(budgetFile)) };
}
