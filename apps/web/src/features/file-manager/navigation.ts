import ChecklistIcon from '@mui/icons-material/Checklist';
import type { NavigationContribution } from '../../app/navigationGroups';
import { fileManagerNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 100,
    item: {
      id: 'file-manager',
      title: 'File manager',
      translate: `${fileManagerNamespace}:appTitle`,
      type: 'item',
      icon: ChecklistIcon,
      url: '/apps/file-manager',
    },
  },
];
