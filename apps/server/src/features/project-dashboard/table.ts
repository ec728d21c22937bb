import type { StoredProjectWidgets } from '@conecta/contracts/project-dashboard';
import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/** The company's sample projects and their stored widgets. Shared: no owner. */
export const projectDashboardProjects = pgTable('project_dashboard_projects', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
  widgets: jsonb('widgets').$type<StoredProjectWidgets>().notNull(),
});
export type ProjectDashboardProjectRow = typeof projectDashboardProjects.$inferSelect;
