import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'analytics-dashboard',
  import.meta.glob('./locales/*.json', { query: '?pick=appTitle', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'dashboards',
    // First of the dashboards (the project dashboard follows).
    order: 10,
    item: {
      id: 'analytics-dashboard',
      title: 'Analytics',
      translate: navigationText('appTitle'),
      type: 'item',
      icon: InsightsIcon,
      url: '/apps/dashboards/analytics',
    },
  },
];
