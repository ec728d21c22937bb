import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'scrumboard',
  import.meta.glob('./locales/*.json', { query: '?pick=appTitle', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 70,
    item: {
      id: 'scrumboard',
      title: 'Scrumboard',
      translate: navigationText('appTitle'),
      type: 'item',
      icon: ViewKanbanIcon,
      url: '/apps/scrumboard',
    },
  },
];
