import InterestsIcon from '@mui/icons-material/InterestsOutlined';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'icons',
  import.meta.glob('./locales/*.json', { query: '?pick=appTitle', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'user-interface',
    order: 10,
    item: {
      id: 'icons',
      title: 'Icons',
      translate: navigationText('appTitle'),
      type: 'item',
      icon: InterestsIcon,
      url: '/ui/icons',
    },
  },
];
