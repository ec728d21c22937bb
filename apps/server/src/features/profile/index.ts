import { defineFeature } from '../../platform/feature';
import { profileCoverUse, profileMediaUse } from './file-uses';
import { profileRoutes } from './routes';
import { profileAccountSampleData } from './seed';
import * as tables from './table';

/** The signed-in account's own profile: timeline, photos and videos, about, cover. */
export const profileFeature = defineFeature({
  name: 'profile',
  prefix: '/api/profile',
  routes: profileRoutes,
  tables,
  accountSampleData: profileAccountSampleData,
  fileUses: [profileMediaUse, profileCoverUse],
});
