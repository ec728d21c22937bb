#!/usr/bin/env node
// `npm run bench:web`: builds the console, serves it, and prints what a first visit costs:
// the gzip JavaScript /login loads, the time until its form is usable (median of fresh browser
// contexts), the JavaScript of a signed-in first visit to the device list, and Lighthouse scores;
// then the same two figures for the stack floor (apps/web/bench/floors/stack.tsx): the least a
// sign-in form can run on the prescribed libraries, which is what our targets compete with; and for
// the bare floor (floors/bare.tsx), React and MUI alone, which shows what the rest adds.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = `${root}apps/web/dist`;
const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 9);

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Signed-in first visits measured, each with the element that says the page is ready. */
const keyPages = [
  // `baselineKiB`: the first visit measured on 2026-11-25, which issue 26 holds each page within 1.1 × of.
  { path: '/conecta/devicelist', ready: '[data-testid="page-title"]', baselineKiB: 434.2 },
  { path: '/apps/mail/inbox', ready: '[data-testid="mail-list"], [data-testid="mail-list-empty"]', baselineKiB: 328.2 },
  { path: '/apps/todo/all', ready: '[data-testid="page-title"]', baselineKiB: 338.2 },
];
/**
 * Every other signed-in page the build lists (the sample applications, the pages): ready once the content area
 * holds something other than placeholders. Guest pages, pages with parameters and sign-out are left out.
 */
const placeholders = '.MuiSkeleton-root, .MuiCircularProgress-root, [aria-busy="true"]';
const settledContent = `main :is(h1, h2, h3, [data-testid="page-title"], table, [role="grid"], [role="list"], article)`;
const guestOnly = ['/login', '/register', '/forgot-password', '/callback', '/logout', '/sign-in', '/sign-up'];
const otherPagesOfBuild = () =>
  Object.keys(JSON.parse(readFileSync(`${dist}/page-preloads.json`, 'utf8')) as Record<string, unknown>)
    .filter(
      (path) =>
        !path.includes(':') &&
        !path.includes('*') &&
        !path.startsWith('/pages/errors') &&
        !path.startsWith('/pages/auth') &&
        !guestOnly.includes(path) &&
        path !== '/' &&
        !keyPages.some((key) => key.path === path),
    )
    .sort()
    .map((path) => ({ path, ready: settledContent, unless: placeholders }));
/** Fewer visits for those: their bytes are the same every time, the time a median of these. */
const pageRuns = Number(process.env.BENCH_PAGE_RUNS ?? 3);

/** A built site as the visits see it: where it is served, and the folder its files come from. */
interface Site {
  origin: string;
  dist: string;
}
const consoleSite: Site = { origin, dist };
/** The floor pages: plain files, each served on a port of its own after the console's. */
const floors = [
  { floor: 'stack', label: 'Stack floor (prescribed libraries, no app code)' },
  { floor: 'bare', label: 'Bare floor (React and MUI alone)' },
].map(({ floor, label }, index) => {
  const floorPort = port + 1 + index;
  const site: Site = { origin: `http://127.0.0.1:${floorPort}`, dist: `${root}apps/web/bench/floors/dist/${floor}` };
  return { floor, label: label.padEnd(47), port: floorPort, site };
});
const gzipSize = (site: Site, pathname: string) =>
  gzipSync(readFileSync(`${site.dist}${pathname}`), { level: 9 }).length;

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
for (const { floor } of floors) {
  const floorBuild = spawnSync('npx', ['vite', 'build', '-c', 'bench/floors/vite.config.ts'], {
    cwd: `${root}apps/web`,
    env: { ...process.env, FLOOR: floor },
    stdio: 'inherit',
  });
  if (floorBuild.status !== 0) process.exit(floorBuild.status ?? 1);
}

// A floor page is plain files: any path gets its index.html, as the console's server does.
const contentTypes: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html' };
const floorServers = floors.map(({ site, port: floorPort }) =>
  createServer((request, response) => {
    const pathname = normalize(new URL(request.url ?? '/', site.origin).pathname);
    const file = pathname.startsWith('/assets/') ? pathname : '/index.html';
    try {
      const body = readFileSync(`${site.dist}${file}`);
      response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  }).listen(floorPort, '127.0.0.1'),
);

const server = spawn(process.execPath, [`${root}e2e/serve.mjs`], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SIGN_IN_LIMIT_PER_IP: '1000' },
  stdio: 'inherit',
});
const stopServer = () => {
  server.kill('SIGTERM');
  for (const floorServer of floorServers) floorServer.close();
};
process.on('exit', stopServer);

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy');
}

/** Opens a page in a fresh context and answers the JS it loaded and when `selector` first appeared. */
interface Visit {
  readyAt: number;
  /** The first contentful paint, from the browser's paint timing. */
  paintedAt: number;
  jsBytes: number;
  scripts: string[];
}

async function visit(
  browser: Browser,
  site: Site,
  path: string,
  selector: string,
  initScript?: string,
  unless?: string,
): Promise<Visit> {
  const context = await browser.newContext();
  if (initScript) await context.addInitScript({ content: initScript });
  const page = await context.newPage();
  const scripts = new Set<string>();
  let lastScriptAt = Date.now();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === site.origin && response.request().resourceType() === 'script') {
      scripts.add(url.pathname);
      lastScriptAt = Date.now();
    }
  });
  await page.goto(`${site.origin}${path}`, { waitUntil: 'commit' });
  // A string, not a function: tsx's helpers (`__name`) do not exist inside the page.
  const readyAt = (await page.evaluate(`new Promise((resolve) => {
    const check = () => {
      // A page sent rendered (data-prerendered) is usable once React has hydrated it, not when it paints.
      const rendered = document.querySelector('[data-prerendered]');
      const alive = !rendered || Object.keys(rendered).some((key) => key.startsWith('__reactContainer'));
      const element = alive && document.querySelector(${JSON.stringify(selector)});
      const waiting = ${JSON.stringify(unless ?? '')} && document.querySelector(${JSON.stringify(unless ?? 'x')});
      if (element && !element.hasAttribute('disabled') && !waiting) resolve(performance.now());
      else requestAnimationFrame(check);
    };
    check();
  })`)) as number;
  // Not 'networkidle': a signed-in page keeps the team chat's live stream open. Every script has
  // arrived once none has come for a second.
  await page.waitForLoadState('load');
  for (const start = Date.now(); Date.now() - lastScriptAt < 1000 && Date.now() - start < 15_000; )
    await page.waitForTimeout(100);
  const jsBytes = [...scripts].reduce((sum, pathname) => sum + gzipSize(site, pathname), 0);
  const paintedAt = (await page.evaluate(
    `performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN`,
  )) as number;
  await context.close();
  return { readyAt, paintedAt, jsBytes, scripts: [...scripts] };
}

function lighthouse(preset: 'mobile' | 'desktop'): { score: number | string; detail: string } {
  const args = [
    'lighthouse',
    `${origin}/login`,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${chromiumArgs.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const result = spawnSync('npx', args, {
    cwd: root,
    env: { ...process.env, CHROME_PATH: chromiumPath },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  try {
    const report = JSON.parse(result.stdout);
    // A run Lighthouse could not measure (no paint in time, say) has no score: say why, not 0.
    const score = report.categories.performance.score;
    if (typeof score !== 'number')
      return { score: 'n/a', detail: `lighthouse could not measure: ${report.runtimeError?.code ?? 'no score'}` };
    const audit = (id: string) => report.audits[id]?.displayValue ?? '?';
    return {
      score: Math.round(score * 100),
      detail: `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`,
    };
  } catch {
    return { score: 'n/a', detail: `lighthouse failed: ${(result.stderr || '').split('\n').slice(-3).join(' ')}` };
  }
}

try {
  await waitForHealth();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const login: Visit[] = [];
  for (let i = 0; i < runs; i++) login.push(await visit(browser, consoleSite, '/login', 'input[name="email"]'));
  const floorVisits: Visit[][] = [];
  for (const { site } of floors) {
    const visits: Visit[] = [];
    for (let i = 0; i < runs; i++) visits.push(await visit(browser, site, '/login', 'input[name="email"]'));
    floorVisits.push(visits);
  }

  const { access_token: token } = await (
    await fetch(`${origin}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff@conecta.example', password: 'staff' }),
    })
  ).json();
  const signedInVisits: Visit[][] = [];
  const signedIn = `localStorage.setItem('jwt_access_token', ${JSON.stringify(token)})`;
  for (const { path, ready } of keyPages) {
    const visits: Visit[] = [];
    for (let i = 0; i < runs; i++) visits.push(await visit(browser, consoleSite, path, ready, signedIn));
    signedInVisits.push(visits);
  }
  // Read once the build has written the list.
  const otherPages = otherPagesOfBuild();
  const otherVisits: Visit[][] = [];
  for (const { path, ready, unless } of otherPages) {
    const visits: Visit[] = [];
    for (let i = 0; i < pageRuns; i++)
      visits.push(
        await visit(browser, consoleSite, path, ready, signedIn, unless).catch(() => ({
          readyAt: Number.NaN,
          paintedAt: Number.NaN,
          jsBytes: Number.NaN,
          scripts: [],
        })),
      );
    otherVisits.push(visits);
  }
  await browser.close();

  const mobile = lighthouse('mobile');
  const desktop = lighthouse('desktop');

  console.log('\nConecta web bench (median of %d fresh browser contexts)', runs);
  // Issue 26's targets are against the stack floor measured in this same run (the first floor).
  const floorBytes = median((floorVisits[0] ?? []).map((r) => r.jsBytes));
  const floorReady = median((floorVisits[0] ?? []).map((r) => r.readyAt));
  const loginBytes = median(login.map((r) => r.jsBytes));
  const loginReady = median(login.map((r) => r.readyAt));
  console.log(
    '/login gzip JavaScript          %s  (%s × the stack floor; target ≤ 1.05 ×)',
    kib(loginBytes),
    (loginBytes / floorBytes).toFixed(2),
  );
  console.log(
    '/login form usable after        %d ms  (%s × the stack floor; target ≤ 1.1 ×)',
    Math.round(loginReady),
    (loginReady / floorReady).toFixed(2),
  );
  console.log('/login first contentful paint   %d ms', Math.round(median(login.map((r) => r.paintedAt))));
  // The shell every signed-in page shares: the scripts all of them loaded, counted once.
  const allVisits = [...signedInVisits, ...otherVisits].flat().filter((visit) => visit.scripts.length > 0);
  const shared = (allVisits[0]?.scripts ?? []).filter((script) => allVisits.every((v) => v.scripts.includes(script)));
  const sharedBytes = shared.reduce((sum, pathname) => sum + gzipSize(consoleSite, pathname), 0);
  console.log('signed-in shell (every page)    %s gzip JavaScript in %d scripts', kib(sharedBytes), shared.length);
  const pageLine = (path: string, visits: Visit[]) => {
    const total = median(visits.map((r) => r.jsBytes));
    console.log(
      '%s %s gzip JavaScript (%s beyond the shell), ready after %s ms',
      `${path}, signed in`.padEnd(38),
      kib(total).padStart(10),
      kib(total - sharedBytes).padStart(10),
      Number.isNaN(median(visits.map((r) => r.readyAt))) ? 'n/a' : Math.round(median(visits.map((r) => r.readyAt))),
    );
  };
  for (const [index, { path, baselineKiB }] of keyPages.entries()) {
    const visits = signedInVisits[index] ?? [];
    pageLine(path, visits);
    const ratio = median(visits.map((r) => r.jsBytes)) / 1024 / baselineKiB;
    console.log('%s %s × its 2026-11-25 figure, %s KiB (target ≤ 1.1 ×)', ''.padEnd(38), ratio.toFixed(2), baselineKiB);
  }
  console.log('every other signed-in page (median of %d visits each):', pageRuns);
  for (const [index, { path }] of otherPages.entries()) pageLine(path, otherVisits[index] ?? []);
  console.log('Lighthouse performance, mobile  %s  (%s)  (target ≥ 95)', mobile.score, mobile.detail);
  console.log('Lighthouse performance, desktop %s  (%s)', desktop.score, desktop.detail);
  floors.forEach(({ label }, index) => {
    const visits = floorVisits[index] ?? [];
    console.log(
      '%s %s gzip JavaScript, form usable after %d ms',
      label,
      kib(median(visits.map((r) => r.jsBytes))),
      Math.round(median(visits.map((r) => r.readyAt))),
    );
  });
  console.log('/login scripts: %s', login[0]?.scripts.join(', '));
} finally {
  stopServer();
}
