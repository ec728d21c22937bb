import '../../scripts/node20-polyfills';
import { configDefaults, defineProject } from 'vitest/config';

/**
 * Left out of the PostgreSQL run: what they test does not depend on the engine (the OpenAPI fuzz checks each
 * call's input validation, the outside providers' tests their tokens), and they are its two slowest files
 * (35 s and 18 s of 212 s).
 */
const engineAgnostic = ['src/platform/api-fuzz.test.ts', 'src/features/auth/outside-providers.test.ts'];

export default defineProject({
  test: {
    name: process.env.DATABASE_URL ? 'server-postgres' : 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: process.env.DATABASE_URL ? [...configDefaults.exclude, ...engineAgnostic] : configDefaults.exclude,
    // One migrated database with the sample data per run, that each test file's fresh database is copied from.
    globalSetup: ['src/test/global-setup.ts'],
    // Each API test file opens its own fresh database (PGlite in memory, or its own PostgreSQL database).
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
