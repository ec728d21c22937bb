import PersonIcon from '@mui/icons-material/Person';
import type { NavigationContribution } from '../../app/navigationGroups';
import { usersNamespace } from './locales';
import { userListPath } from './paths';

export const navigation: NavigationContribution[] = [
  {
    group: 'conecta',
    order: 20,
    // Admins only (console-core §2.1): its route says so, and the entry follows.
    item: {
      id: 'userdatalist',
      title: 'User data list',
      translate: `${usersNamespace}:title`,
      type: 'item',
      icon: PersonIcon,
      url: userListPath,
    },
  },
];
