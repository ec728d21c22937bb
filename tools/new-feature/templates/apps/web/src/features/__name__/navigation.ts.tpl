import ChecklistIcon from '@mui/icons-material/Checklist';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  '__name__',
  import.meta.glob('./locales/*.json', { query: '?pick=appTitle', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 100,
    item: {
      id: '__name__',
      title: '__Title__',
      translate: navigationText('appTitle'),
      type: 'item',
      icon: ChecklistIcon,
      url: '/apps/__name__',
    },
  },
];
