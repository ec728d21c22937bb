import PersonIcon from '@mui/icons-material/Person';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';
import { userListPath } from './paths';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'users',
  import.meta.glob('./locales/*.json', { query: '?pick=title', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'conecta',
    order: 20,
    // Admins only (console-core §2.1): its route says so, and the entry follows.
    item: {
      id: 'userdatalist',
      title: 'User data list',
      translate: navigationText('title'),
      type: 'item',
      icon: PersonIcon,
      url: userListPath,
    },
  },
];
