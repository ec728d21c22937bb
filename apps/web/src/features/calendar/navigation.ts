import ChecklistIcon from '@mui/icons-material/Checklist';
import type { NavigationContribution } from '../../app/navigationGroups';
import { calendarNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 100,
    item: {
      id: 'calendar',
      title: 'Calendar',
      translate: `${calendarNamespace}:appTitle`,
      type: 'item',
      icon: ChecklistIcon,
      url: '/apps/calendar',
    },
  },
];
