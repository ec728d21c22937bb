import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import type { NavigationContribution } from '../../app/navigationGroups';
import { scrumboardNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 70,
    item: {
      id: 'scrumboard',
      title: 'Scrumboard',
      translate: `${scrumboardNamespace}:appTitle`,
      type: 'item',
      icon: ViewKanbanIcon,
      url: '/apps/scrumboard',
    },
  },
];
