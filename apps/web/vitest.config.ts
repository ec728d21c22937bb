import '../../scripts/node20-polyfills';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { flagImagesAlias } from './build/flagImages';
import { pickJson } from './build/pickJson';

export default defineProject({
  plugins: [react(), pickJson()],
  resolve: { alias: [flagImagesAlias] },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // A first render of a lazy page in jsdom can take seconds on a busy 2-core machine: with other
    // work on both cores, dialog and panel tests passed in 15–17 s (2026-11-25), past a 15 s limit.
    testTimeout: 30_000,
  },
});
