import ChecklistIcon from '@mui/icons-material/Checklist';
import type { NavigationContribution } from '../../app/navigationGroups';
import { academyNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 100,
    item: {
      id: 'academy',
      title: 'Academy',
      translate: `${academyNamespace}:appTitle`,
      type: 'item',
      icon: ChecklistIcon,
      url: '/apps/academy',
    },
  },
];
