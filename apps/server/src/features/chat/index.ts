import { defineFeature } from '../../platform/feature';
import { chatRoutes } from './routes';
import { chatSampleData } from './seed';
import * as tables from './table';

/** Team chat with live delivery across server processes. */
export const chatFeature = defineFeature({
  name: 'chat',
  prefix: '/api/chat',
  routes: chatRoutes,
  tables,
  sampleData: chatSampleData,
});
export { chatMessages } from './table';
