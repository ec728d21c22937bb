import { apiErrorSchema } from '@conecta/contracts';
import { iconCatalogueSchema, iconSvgListSchema, iconSvgQuerySchema } from '@conecta/contracts/icons';
import type { FeatureRoutes } from '../../platform/feature';
import { iconCatalogue, iconDrawings } from './catalogue';

/** The catalogue and the icons' drawings, for any signed-in user with the user role. */
export const iconsRoutes: FeatureRoutes = async (app, { route }) => {
  app.get(
    '',
    route('user', {
      schema: {
        summary: 'The whole icon catalogue (every icon of @mui/icons-material), alphabetically',
        response: { 200: iconCatalogueSchema },
      },
    }),
    async (_request, reply) => {
      // The catalogue changes only with the installed package: a browser may keep it for an hour.
      reply.header('cache-control', 'private, max-age=3600');
      return (await iconCatalogue()).entries;
    },
  );

  app.get(
    '/svg',
    route('user', {
      schema: {
        summary: 'The SVG elements of up to 100 icons in one family (24 × 24), for drawing them without their code',
        querystring: iconSvgQuerySchema,
        response: { 200: iconSvgListSchema, 400: apiErrorSchema },
      },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=3600');
      return { icons: await iconDrawings(request.query.names.split(','), request.query.family) };
    },
  );
};
