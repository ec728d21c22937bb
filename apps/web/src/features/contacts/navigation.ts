import ContactsIcon from '@mui/icons-material/ContactsOutlined';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'contacts',
  import.meta.glob('./locales/*.json', { query: '?pick=appTitle', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 60,
    item: {
      id: 'contacts',
      title: 'Contacts',
      translate: navigationText('appTitle'),
      type: 'item',
      icon: ContactsIcon,
      url: '/apps/contacts',
    },
  },
];
