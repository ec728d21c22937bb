import './scripts/node20-polyfills';
import { defineConfig } from 'vitest/config';
import { webModuleMocks } from './apps/web/vitest.config';

// One `vitest run` covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      webModuleMocks,
      'tools/vitest.config.ts',
    ],
  },
});
