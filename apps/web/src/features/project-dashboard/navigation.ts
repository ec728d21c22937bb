import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import type { NavigationContribution } from '../../app/navigationGroups';
import { projectDashboardNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'dashboards',
    // After the analytics dashboard (10).
    order: 20,
    item: {
      id: 'project-dashboard',
      title: 'Project',
      translate: `${projectDashboardNamespace}:navTitle`,
      type: 'item',
      icon: AssignmentIcon,
      url: '/apps/dashboards/project',
    },
  },
];
