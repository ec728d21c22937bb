import DashboardIcon from '@mui/icons-material/Dashboard';
import type { NavigationContribution } from '../../app/navigationGroups';
import { devicesNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'conecta',
    order: 10,
    // The start page: a guest sees it too (and may keep it as a shortcut); opening it asks them to sign in.
    listedForGuests: true,
    item: {
      id: 'devicelist',
      title: 'Device list',
      translate: `${devicesNamespace}:title`,
      type: 'item',
      icon: DashboardIcon,
      url: '/conecta/devicelist',
    },
  },
];
