import { defineFeature } from '../../platform/feature';
import { fileManagerUse } from './file-use';
import { fileManagerRoutes } from './routes';
import { fileManagerSearchSource } from './search-source';
import { fileManagerSampleData } from './seed';
import * as tables from './table';

/** The company drive (demo-apps "File manager"): folders and files everyone reads, changed by owners and admins. */
export const fileManagerFeature = defineFeature({
  name: 'file-manager',
  prefix: '/api/file-manager-app',
  routes: fileManagerRoutes,
  tables,
  sampleData: fileManagerSampleData,
  fileUses: [fileManagerUse],
  searchSources: [fileManagerSearchSource],
});
