import { defineFeature } from '../../platform/feature';
import { contactAvatarUse } from './avatar-use';
import { contactsRoutes } from './routes';
import { contactsSearchSource } from './search-source';
import { contactsAccountSampleData } from './seed';
import * as tables from './table';

/** Each account's address book: views, groups, stars, photos, import and export. */
export const contactsFeature = defineFeature({
  name: 'contacts',
  prefix: '/api/contacts-app',
  routes: contactsRoutes,
  tables,
  accountSampleData: contactsAccountSampleData,
  fileUses: [contactAvatarUse],
  searchSources: [contactsSearchSource],
});
