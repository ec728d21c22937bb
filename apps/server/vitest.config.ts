import '../../scripts/node20-polyfills';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.DATABASE_URL ? 'server-postgres' : 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One migrated database with the sample data per run, that each test file's fresh database is copied from.
    globalSetup: ['src/test/global-setup.ts'],
    // Each API test file opens its own fresh database (PGlite in memory, or its own PostgreSQL database).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
