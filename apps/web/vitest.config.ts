import '../../scripts/node20-polyfills';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject, type TestProjectInlineConfiguration } from 'vitest/config';
import { flagImagesAlias } from './build/flagImages';
import { pickJson } from './build/pickJson';

const include = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];

/**
 * Test files that replace a module with `vi.mock`: a replacement only takes when the module is loaded fresh, so
 * these keep a module registry of their own (the `web-module-mocks` project below).
 */
function filesMockingModules(): string[] {
  // Only the folders `include` reads: the package's node_modules and dist hold thousands of files.
  const files = ['src', 'build'].flatMap((folder) =>
    readdirSync(join(import.meta.dirname, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${folder}/${file}`),
  );
  return files.filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8')));
}
const mocking = filesMockingModules();

const shared = {
  plugins: [react(), pickJson()],
  resolve: { alias: [flagImagesAlias] },
};
const sharedTest = {
  root: import.meta.dirname,
  environment: 'jsdom' as const,
  setupFiles: ['src/test/setup.ts'],
  // A first render of a lazy page in jsdom can take seconds on a busy 2-core machine: with other
  // work on both cores, dialog and panel tests passed in 15–17 s (2026-11-25), past a 15 s limit.
  testTimeout: 30_000,
};

/**
 * With `isolate: false` the component tests share one module registry per worker: React, MUI and the shell load
 * once instead of once per file, which halves the run (2026-11-26: ~12 min → ~4–6 min on two cores). What a test
 * leaves behind in module state (language, session, provider configuration, the connection watch, the settings'
 * save burst, timers, spies) is reset before each file by `src/test/setup.ts`. A leak shows as a test that fails
 * only after some other file: `npx vitest run --project web --sequence.shuffle` finds them (after the last fix, two
 * shuffled orders and the whole embedded run passed on 2026-11-26: 546 s for every project, 192 files).
 */
export default defineProject({
  ...shared,
  test: { ...sharedTest, name: 'web', include, exclude: [...configDefaults.exclude, ...mocking], isolate: false },
});

/** The files that mock modules, each in a registry of its own (see `filesMockingModules`). */
export const webModuleMocks: TestProjectInlineConfiguration = {
  ...shared,
  test: { ...sharedTest, name: 'web-module-mocks', include: mocking.length > 0 ? mocking : ['no-such-file'] },
};
