import ChecklistIcon from '@mui/icons-material/Checklist';
import type { NavigationContribution } from '../../app/navigationGroups';
import { projectDashboardNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 100,
    item: {
      id: 'project-dashboard',
      title: 'Project dashboard',
      translate: `${projectDashboardNamespace}:appTitle`,
      type: 'item',
      icon: ChecklistIcon,
      url: '/apps/project-dashboard',
    },
  },
];
