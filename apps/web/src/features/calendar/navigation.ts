import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';
import { useCalendarNavigationBadge } from './navigationBadge';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'calendar',
  import.meta.glob('./locales/*.json', { query: '?pick=appTitle', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 25,
    item: {
      id: 'calendar',
      title: 'Calendar',
      translate: navigationText('appTitle'),
      type: 'item',
      icon: CalendarMonthIcon,
      url: '/apps/calendar',
      // Events whose reminder fired and that have not ended; the badge's hook also says each one as it fires.
      useBadge: useCalendarNavigationBadge,
    },
  },
];
