import '../../scripts/node20-polyfills';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.DATABASE_URL ? 'server-postgres' : 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each API test file opens its own fresh database (PGlite in memory, or its own PostgreSQL database).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
