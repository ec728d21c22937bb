import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'academy',
  import.meta.glob('./locales/*.json', { query: '?pick=appTitle', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 5,
    item: {
      id: 'academy',
      title: 'Academy',
      translate: navigationText('appTitle'),
      type: 'item',
      icon: SchoolIcon,
      url: '/apps/academy',
    },
  },
];
