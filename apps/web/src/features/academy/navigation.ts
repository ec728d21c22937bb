import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import type { NavigationContribution } from '../../app/navigationGroups';
import { academyNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 5,
    item: {
      id: 'academy',
      title: 'Academy',
      translate: `${academyNamespace}:appTitle`,
      type: 'item',
      icon: SchoolIcon,
      url: '/apps/academy',
    },
  },
];
