import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'project-dashboard',
  import.meta.glob('./locales/*.json', { query: '?pick=navTitle', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'dashboards',
    // After the analytics dashboard (10).
    order: 20,
    item: {
      id: 'project-dashboard',
      title: 'Project',
      translate: navigationText('navTitle'),
      type: 'item',
      icon: AssignmentIcon,
      url: '/apps/dashboards/project',
    },
  },
];
