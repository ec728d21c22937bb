import CheckBoxIcon from '@mui/icons-material/CheckBox';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'todo',
  import.meta.glob('./locales/*.json', { query: '?pick=appTitle', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 50,
    // The id `todo` is the one the default shortcuts name (calendar, mail, contacts, todo).
    item: {
      id: 'todo',
      title: 'To-do',
      translate: navigationText('appTitle'),
      type: 'item',
      icon: CheckBoxIcon,
      url: '/apps/todo',
    },
  },
];
