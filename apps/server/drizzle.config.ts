import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table: each feature's table.ts and the platform's own (a test checks this list against the feature list).
  schema: [
    './src/features/*/table.ts',
    './src/accounts/table.ts',
    './src/db/sample-data-table.ts',
    './src/uploads/table.ts',
    './src/live/table.ts',
    './src/rates/table.ts',
  ],
  out: './drizzle',
});
