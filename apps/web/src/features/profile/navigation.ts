import AccountBoxIcon from '@mui/icons-material/AccountBoxOutlined';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'profile',
  import.meta.glob('./locales/*.json', { query: '?pick=appTitle', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'pages',
    order: 50,
    item: {
      id: 'profile',
      title: 'Profile',
      translate: navigationText('appTitle'),
      type: 'item',
      icon: AccountBoxIcon,
      url: '/pages/profile',
    },
  },
];
