import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import type { NavigationContribution } from '../../app/navigationGroups';
import { calendarNamespace } from './locales';
import { useCalendarNavigationBadge } from './navigationBadge';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 25,
    item: {
      id: 'calendar',
      title: 'Calendar',
      translate: `${calendarNamespace}:appTitle`,
      type: 'item',
      icon: CalendarMonthIcon,
      url: '/apps/calendar',
      // Events whose reminder fired and that have not ended; the badge's hook also says each one as it fires.
      useBadge: useCalendarNavigationBadge,
    },
  },
];
