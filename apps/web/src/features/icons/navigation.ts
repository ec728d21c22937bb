import ChecklistIcon from '@mui/icons-material/Checklist';
import type { NavigationContribution } from '../../app/navigationGroups';
import { iconsNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 100,
    item: {
      id: 'icons',
      title: 'Icons',
      translate: `${iconsNamespace}:appTitle`,
      type: 'item',
      icon: ChecklistIcon,
      url: '/apps/icons',
    },
  },
];
