import ChecklistIcon from '@mui/icons-material/Checklist';
import type { NavigationContribution } from '../../app/navigationGroups';
import { __camel__Namespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 100,
    item: {
      id: '__name__',
      title: '__Title__',
      translate: `${__camel__Namespace}:appTitle`,
      type: 'item',
      icon: ChecklistIcon,
      url: '/apps/__name__',
    },
  },
];
