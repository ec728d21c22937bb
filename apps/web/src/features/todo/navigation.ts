import CheckBoxIcon from '@mui/icons-material/CheckBox';
import type { NavigationContribution } from '../../app/navigationGroups';
import { todoNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 50,
    // The id `todo` is the one the default shortcuts name (calendar, mail, contacts, todo).
    item: {
      id: 'todo',
      title: 'To-do',
      translate: `${todoNamespace}:appTitle`,
      type: 'item',
      icon: CheckBoxIcon,
      url: '/apps/todo',
    },
  },
];
