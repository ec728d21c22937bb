import { defineFeature } from '../../platform/feature';
import { projectDashboardRoutes } from './routes';
import { projectDashboardSampleData } from './seed';
import * as tables from './table';

/** The project dashboard: sample projects and the account's scrumboard boards, each with its widgets. */
export const projectDashboardFeature = defineFeature({
  name: 'project-dashboard',
  prefix: '/api/project-dashboard-app',
  routes: projectDashboardRoutes,
  tables,
  sampleData: projectDashboardSampleData,
});
