import MailIcon from '@mui/icons-material/Mail';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';
import { useMailNavigationBadge } from './navigationBadge';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'mail',
  import.meta.glob('./locales/*.json', { query: '?pick=appTitle', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 40,
    item: {
      id: 'mail',
      title: 'Mail',
      translate: navigationText('appTitle'),
      type: 'item',
      icon: MailIcon,
      url: '/apps/mail',
      // The inbox's unread mail, live on every page.
      useBadge: useMailNavigationBadge,
    },
  },
];
