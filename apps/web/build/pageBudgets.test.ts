import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRoutes } from '../src/app/pages';
import { type BudgetFile, checkPageBudgets, measurePages, signedInShell } from './pageBudgets';

/** Some kilobytes of script that compress the way minified code does (repeated names, varied numbers). */
const script = (name: string, kib: number) =>
  Array.from(
    { length: kib * 20 },
    (_, line) => `export const ${name}${line}=(a,b)=>a+b*${(line * 7919) % 1000}+"${name}-${line}";`,
  ).join('\n');

let dist: string;
const budgetFile = () => path.join(dist, 'page-budgets.json');
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), content);
};

/**
 * A build as Vite writes it, small: the entry and the framework it imports, the sign-in page, the main
 * layout and the device list inside it, and a dialog that no page loads at first.
 */
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'page-budgets-'));
  const manifest = {
    'index.html': { file: 'assets/index-a1.js', src: 'index.html', isEntry: true, imports: ['_framework-b2.js'] },
    '_framework-b2.js': { file: 'assets/framework-b2.js' },
    'src/features/auth/LoginPage.tsx': { file: 'assets/LoginPage-c3.js', imports: ['_framework-b2.js'] },
    'src/app/mainLayout.tsx': { file: 'assets/mainLayout-d4.js', imports: ['_framework-b2.js'] },
    'src/features/devices/DeviceListPage.tsx': { file: 'assets/DeviceListPage-e5.js', imports: ['_framework-b2.js'] },
    'src/features/mail/compose/ComposeDialog.tsx': { file: 'assets/ComposeDialog-f6.js' },
  };
  write('.vite/manifest.json', JSON.stringify(manifest));
  write('assets/index-a1.js', script('start', 8));
  write('assets/framework-b2.js', script('react', 40));
  write('assets/LoginPage-c3.js', script('login', 6));
  write('assets/mainLayout-d4.js', script('layout', 30));
  write('assets/DeviceListPage-e5.js', script('grid', 50));
  write('assets/ComposeDialog-f6.js', script('editor', 30));
  write(
    'page-preloads.json',
    JSON.stringify({
      '/login': ['/assets/LoginPage-c3.js', '/assets/framework-b2.js'],
      '/conecta/devicelist': ['/assets/DeviceListPage-e5.js', '/assets/mainLayout-d4.js', '/assets/framework-b2.js'],
    }),
  );
  // Budgets set as the real ones are: today's figure plus about 3 KiB.
  const budgetsKiB = Object.fromEntries(
    measurePages(dist).map((page) => [page.page, Math.ceil(page.gzipBytes / 1024 + 3)]),
  );
  write('page-budgets.json', JSON.stringify({ budgetsKiB } satisfies BudgetFile));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** 20 KiB that no compression shrinks, bundled into a chunk (as a dependency pulled in by mistake would be). */
const bundleIncompressible20KiB = (chunk: string) =>
  appendFileSync(path.join(dist, chunk), `\nexport const blob="${randomBytes(20 * 1024).toString('base64')}";`);

describe('page budgets', () => {
  it("weighs each page's first visit: the entry, its static imports and the page's preloads, each file once", () => {
    const pages = measurePages(dist);
    expect(pages.map((page) => [page.page, page.scripts])).toEqual([
      ['/login', 3],
      ['/conecta/devicelist', 4],
      [signedInShell, 3],
    ]);
    const gzip = Object.fromEntries(pages.map((page) => [page.page, page.gzipBytes]));
    // The device list carries the shell, and more.
    expect(gzip['/conecta/devicelist']).toBeGreaterThan(gzip[signedInShell] ?? Infinity);
  });

  it('passes a build within its budgets and prints every page with its figure and budget', () => {
    const { table, failures } = checkPageBudgets(dist, budgetFile());
    expect(failures).toEqual([]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^page\s+gzip KiB\s+scripts\s+budget KiB$/);
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/)[0])).toEqual([
      '/conecta/devicelist',
      signedInShell,
      '/login',
    ]);
    expect(lines.find((line) => line.startsWith('/login'))).toMatch(/^\/login\s+\d+\.\d\s+3\s+\d+$/);
  });

  it('fails naming /login, its size and its budget when 20 KiB more are bundled into its first-visit scripts', () => {
    const budget = (JSON.parse(readFileSync(budgetFile(), 'utf8')) as BudgetFile).budgetsKiB['/login'];
    bundleIncompressible20KiB('assets/LoginPage-c3.js');
    const { failures } = checkPageBudgets(dist, budgetFile());
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(
      new RegExp(
        `^/login: first-visit JavaScript is \\d+\\.\\d KiB gzip, over its budget of ${budget} KiB \\(page-budgets\\.json; 1\\d\\.\\d KiB too many\\)$`,
      ),
    );
  });

  it('fails every page that shares a chunk grown by 20 KiB, the shell included', () => {
    bundleIncompressible20KiB('assets/mainLayout-d4.js');
    const { failures } = checkPageBudgets(dist, budgetFile());
    expect(failures.map((failure) => failure.split(':')[0])).toEqual(['/conecta/devicelist', signedInShell]);
  });

  it('passes when the 20 KiB go to a chunk no page loads on its first visit', () => {
    bundleIncompressible20KiB('assets/ComposeDialog-f6.js');
    expect(checkPageBudgets(dist, budgetFile()).failures).toEqual([]);
  });

  it('fails on a budget for a page the build no longer has', () => {
    write('page-budgets.json', JSON.stringify({ budgetsKiB: { '/signin': 200 } }));
    expect(checkPageBudgets(dist, budgetFile()).failures).toEqual([
      '/signin: has a budget in page-budgets.json but is not a page of the build (renamed? update the budget)',
    ]);
  });
});

describe("the repository's page budgets", () => {
  it('name pages the app routes (or the signed-in shell)', () => {
    const budgets = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../page-budgets.json'), 'utf8'),
    ) as BudgetFile;
    const pages = [...appRoutes.map((route) => route.path), signedInShell];
    expect(Object.keys(budgets.budgetsKiB).filter((page) => !pages.includes(page))).toEqual([]);
    expect(Object.keys(budgets.budgetsKiB)).toEqual(expect.arrayContaining(['/login', signedInShell]));
  });
});
