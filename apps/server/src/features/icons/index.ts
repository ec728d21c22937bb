import { defineFeature } from '../../platform/feature';
import { iconsRoutes } from './routes';

/** The icon catalogue (demo-apps §7 "Icons"): the icons the console ships, read from the installed package. */
export const iconsFeature = defineFeature({
  name: 'icons',
  prefix: '/api/icons',
  routes: iconsRoutes,
  tables: {},
});
