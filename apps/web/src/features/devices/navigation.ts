import DashboardIcon from '@mui/icons-material/Dashboard';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'devices',
  import.meta.glob('./locales/*.json', { query: '?pick=title', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'conecta',
    order: 10,
    // The start page: a guest sees it too (and may keep it as a shortcut); opening it asks them to sign in.
    listedForGuests: true,
    item: {
      id: 'devicelist',
      title: 'Device list',
      translate: navigationText('title'),
      type: 'item',
      icon: DashboardIcon,
      url: '/conecta/devicelist',
    },
  },
];
