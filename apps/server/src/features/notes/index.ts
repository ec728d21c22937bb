import { defineFeature } from '../../platform/feature';
import { noteImageUse } from './image-use';
import { notesRoutes } from './routes';
import { notesSearchSource } from './search-source';
import { notesAccountSampleData } from './seed';
import * as tables from './table';

/** Notes: each account's notes and labels, with sample ones written at the account's first call. */
export const notesFeature = defineFeature({
  name: 'notes',
  prefix: '/api/notes-app',
  routes: notesRoutes,
  tables,
  accountSampleData: notesAccountSampleData,
  fileUses: [noteImageUse],
  searchSources: [notesSearchSource],
});
