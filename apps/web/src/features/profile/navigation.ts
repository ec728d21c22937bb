import AccountBoxIcon from '@mui/icons-material/AccountBoxOutlined';
import type { NavigationContribution } from '../../app/navigationGroups';
import { profileNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'pages',
    order: 50,
    item: {
      id: 'profile',
      title: 'Profile',
      translate: `${profileNamespace}:appTitle`,
      type: 'item',
      icon: AccountBoxIcon,
      url: '/pages/profile',
    },
  },
];
