import type { Project, ProjectWidgets } from '@conecta/contracts/project-dashboard';
import { api } from '../../app/api';

/** The project dashboard's calls (`/api/project-dashboard-app/*`). */
export const projectDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardProjects: build.query<Project[], void>({ query: () => '/project-dashboard-app/projects' }),
    projectWidgets: build.query<ProjectWidgets, string>({
      query: (projectId) => ({ url: '/project-dashboard-app/widgets', params: { projectId } }),
    }),
  }),
});

export const { useDashboardProjectsQuery, useProjectWidgetsQuery } = projectDashboardApi;
