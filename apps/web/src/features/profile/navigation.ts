import ChecklistIcon from '@mui/icons-material/Checklist';
import type { NavigationContribution } from '../../app/navigationGroups';
import { profileNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 100,
    item: {
      id: 'profile',
      title: 'Profile',
      translate: `${profileNamespace}:appTitle`,
      type: 'item',
      icon: ChecklistIcon,
      url: '/apps/profile',
    },
  },
];
