import { defineFeature } from '../../platform/feature';
import { academyRoutes } from './routes';
import { academySampleData } from './seed';
import * as tables from './table';

/** Academy: the company's courses (read by everyone signed in, written by staff) and each account's progress. */
export const academyFeature = defineFeature({
  name: 'academy',
  prefix: '/api/academy-app',
  routes: academyRoutes,
  tables,
  sampleData: academySampleData,
});
