import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import type { NavigationContribution } from '../../app/navigationGroups';
import { calendarNamespace } from './locales';

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
    },
  },
];
