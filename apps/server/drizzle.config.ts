import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The same tables the feature list gives the database client: each feature's table.ts, and the platform's own.
  schema: [
    './src/features/*/table.ts',
    './src/db/sample-data-table.ts',
    './src/uploads/table.ts',
    './src/live/table.ts',
  ],
  out: './drizzle',
});
