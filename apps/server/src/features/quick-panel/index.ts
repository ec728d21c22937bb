import { defineFeature } from '../../platform/feature';
import { quickPanelRoutes } from './routes';
import { quickPanelSampleData } from './seed';
import * as tables from './table';

/** Events and notes of the shell's quick panel. */
export const quickPanelFeature = defineFeature({
  name: 'quick-panel',
  prefix: '/api/quick-panel',
  routes: quickPanelRoutes,
  tables,
  sampleData: quickPanelSampleData,
});
