import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'knowledge-base',
  import.meta.glob('./locales/*.json', { query: '?pick=appTitle', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'pages',
    order: 30,
    item: {
      id: 'knowledge-base',
      title: 'Knowledge Base',
      translate: navigationText('appTitle'),
      type: 'item',
      icon: MenuBookIcon,
      url: '/pages/knowledge-base',
    },
  },
];
