import HelpCenterIcon from '@mui/icons-material/HelpCenterOutlined';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'faq',
  import.meta.glob('./locales/*.json', { query: '?pick=appTitle', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'pages',
    order: 20,
    item: {
      id: 'faq',
      title: 'FAQ',
      translate: navigationText('appTitle'),
      type: 'item',
      icon: HelpCenterIcon,
      url: '/pages/faq',
    },
  },
];
