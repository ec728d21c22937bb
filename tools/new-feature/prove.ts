/**
 * CI's proof that `npm run new:feature` keeps its promise (`npm run prove:generator`, a step of `.ci/run`):
 * in a throwaway clone of this repository's HEAD it generates a feature, checks that nothing changed outside
 * the feature's folders but its line in the server's feature list and its migration, then runs lint (biome and
 * every workspace's type check), the web and server builds, and the feature's API and component tests there.
 * Prints what each stage took. The clone borrows node_modules as hard links (`cp -al`): no install.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDiff, parsePorcelain, unexpectedChanges } from './changes';
import { namesOf } from './names';

const root = path.resolve(import.meta.dirname, '../..');
/** The throwaway feature: a two-word name, so every form of it (camel, Pascal, snake) differs. */
const name = process.env.PROVE_FEATURE_NAME ?? 'proof-items';
/** Where node_modules live in this repository (npm workspaces hoist most to the root). */
const moduleFolders = [
  'node_modules',
  'apps/web/node_modules',
  'apps/server/node_modules',
  'packages/contracts/node_modules',
  'e2e/node_modules',
  'tools/node_modules',
];

/**
 * The platform's tests that read every feature, run again with the new one: its tables are the ones drizzle-kit
 * reads, its locale files say every key in every language, no generated call answers a 500 to odd input, its
 * page is routed, grouped and preloaded like every other (discovery's invariants), and its message codes are
 * its own and worded in all four languages.
 */
const platformChecks = [
  'apps/server/src/platform/feature-list.test.ts',
  'apps/server/src/platform/api-fuzz.test.ts',
  'apps/web/src/shell/i18n/locales.test.ts',
  'apps/web/src/shell/i18n/messages.test.ts',
  'apps/web/src/app/discovery.test.tsx',
];

const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const timings: string[] = [];
/** What the generator changed outside the feature's folders, for the summary. */
let outsideFolders: string[] = [];

function stage(title: string, work: () => void) {
  const at = Date.now();
  console.log(`\n▶ ${title}`);
  work();
  timings.push(`${title}: ${seconds(at)}`);
  console.log(`✓ ${title}: ${seconds(at)}`);
}

function run(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}
const output = (cwd: string, command: string, args: string[]) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

const clone = mkdtempSync(path.join(tmpdir(), 'conecta-generator-'));
const keep = process.env.PROVE_KEEP_CLONE === '1';
let failed = false;
try {
  stage('Clone HEAD and borrow node_modules (hard links)', () => {
    // HEAD of this checkout, whatever branch the clone's default would be: what CI is testing.
    const head = output(root, 'git', ['rev-parse', 'HEAD']).trim();
    run(root, 'git', ['clone', '--quiet', '--no-checkout', root, clone]);
    run(clone, 'git', ['checkout', '--quiet', '--detach', head]);
    for (const folder of moduleFolders)
      if (existsSync(path.join(root, folder))) {
        run(root, 'cp', ['-al', path.join(root, folder), path.join(clone, folder)]);
        // Caches are rewritten in place, which would write through a hard link into this checkout's copy.
        for (const cache of ['.vite', '.vite-temp', '.cache'])
          rmSync(path.join(clone, folder, cache), { recursive: true, force: true });
      }
  });

  stage(`Generate the feature ${name}`, () => run(clone, 'npm', ['run', '--silent', 'new:feature', '--', name]));

  stage('Check what changed outside the feature', () => {
    const changed = parsePorcelain(output(clone, 'git', ['status', '--porcelain', '--untracked-files=all']));
    const listDiff = parseDiff(
      output(clone, 'git', ['diff', '--unified=0', '--', 'apps/server/src/features/index.ts']),
    );
    const outside = changed.filter(
      (file) => !file.path.includes(`/features/${name}/`) && file.path !== `packages/contracts/src/${name}.ts`,
    );
    outsideFolders = outside.map((file) => `${file.status} ${file.path}`);
    console.log(`Outside the feature's folders:\n  ${outsideFolders.join('\n  ')}`);
    const problems = unexpectedChanges(namesOf(name), changed, listDiff);
    if (problems.length > 0)
      throw new Error(`The generator changed more than the feature:\n  ${problems.join('\n  ')}`);
  });

  stage('Lint: biome and the type check of every workspace', () => run(clone, 'npm', ['run', '--silent', 'lint']));
  stage('Build the web app and the server', () => run(clone, 'npm', ['run', '--silent', 'build']));

  const { DATABASE_URL: _postgres, ...embedded } = process.env;
  stage(`Test the feature (API on the embedded database, component) and the platform's checks of it`, () =>
    run(
      clone,
      'npx',
      [
        'vitest',
        'run',
        '--maxWorkers=2',
        `apps/server/src/features/${name}/`,
        `apps/web/src/features/${name}/`,
        ...platformChecks,
      ],
      // The fuzz calls the new feature's operations only: the whole run fuzzes every other one.
      { ...embedded, API_FUZZ_PATH_PREFIX: `/api/${name}` },
    ),
  );
} catch (error) {
  failed = true;
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (keep) console.log(`The clone stays at ${clone}`);
  // Hundreds of thousands of hard links to unlink (about 20 s): a process of its own does it while whatever
  // runs next starts, unless the proof failed (the clone is then removed before the exit). (Linking each
  // package instead, as symbolic links to this checkout's, is quick both ways, but Vite then refuses to serve
  // assets from outside the clone, e.g. country-flag-icons' SVGs, and the component tests fail.)
  else if (failed) stage('Remove the clone', () => rmSync(clone, { recursive: true, force: true }));
  else spawn('rm', ['-rf', clone], { detached: true, stdio: 'ignore' }).unref();
}
console.log(`\nChanged outside the feature's folders:\n  ${outsideFolders.join('\n  ')}`);
console.log(`\n${timings.map((line) => `  ${line}`).join('\n')}`);
console.log(
  `${failed ? '✖ The generator proof failed' : '✔ The generator keeps its promise'}: ${seconds(started)} in all.`,
);
process.exit(failed ? 1 : 0);
