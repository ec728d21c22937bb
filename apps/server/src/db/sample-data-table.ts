import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which features' sample data has been loaded, so it is loaded once and never over users' changes. */
export const sampleDataLoads = pgTable('sample_data_loads', {
  feature: text('feature').primaryKey(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
