import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import type { NavigationContribution } from '../../app/navigationGroups';
import { analyticsDashboardNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'dashboards',
    // First of the dashboards (the project dashboard follows).
    order: 10,
    item: {
      id: 'analytics-dashboard',
      title: 'Analytics',
      translate: `${analyticsDashboardNamespace}:appTitle`,
      type: 'item',
      icon: InsightsIcon,
      url: '/apps/dashboards/analytics',
    },
  },
];
