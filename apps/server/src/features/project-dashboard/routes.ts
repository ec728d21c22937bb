import { apiErrorSchema } from '@conecta/contracts';
import { projectsSchema, projectWidgetsQuerySchema, projectWidgetsSchema } from '@conecta/contracts/project-dashboard';
import { currentAccount } from '../../auth/guard';
import type { FeatureRoutes } from '../../platform/feature';
import { readProjects, readWidgets } from './queries';

/** Every signed-in account reads the sample projects and the boards it is a member of. */
export const projectDashboardRoutes: FeatureRoutes = async (app, { db, route }) => {
  app.get(
    '/projects',
    route('user', {
      schema: {
        summary:
          'The projects (id, name): the company’s sample projects, then the scrumboard boards the account is a member of',
        response: { 200: projectsSchema },
      },
    }),
    async (request) => readProjects(db, currentAccount(request).id),
  );

  app.get(
    '/widgets',
    route('user', {
      schema: {
        summary:
          'One project’s widgets (the first project’s without projectId); a board’s task figures are counted from the board',
        querystring: projectWidgetsQuerySchema,
        response: { 200: projectWidgetsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    }),
    async (request) => readWidgets(db, currentAccount(request).id, request.query.projectId, new Date()),
  );
};
