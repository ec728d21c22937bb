import { defineFeature } from '../../platform/feature';
import { scrumboardAttachmentUse } from './files';
import { scrumboardRoutes } from './routes';
import { scrumboardSampleData } from './seed';
import * as tables from './table';

/** Scrumboard: boards shared by their members, with lists and cards; two sample boards loaded once. */
export const scrumboardFeature = defineFeature({
  name: 'scrumboard',
  prefix: '/api/scrumboard-app',
  routes: scrumboardRoutes,
  tables,
  sampleData: scrumboardSampleData,
  fileUses: [scrumboardAttachmentUse],
});

// Read by the project dashboard (read-only): a board's cards, lists and members.
export { scrumboardBoards, scrumboardCards, scrumboardLists, scrumboardMembers } from './table';
