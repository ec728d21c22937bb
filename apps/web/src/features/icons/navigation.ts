import InterestsIcon from '@mui/icons-material/InterestsOutlined';
import type { NavigationContribution } from '../../app/navigationGroups';
import { iconsNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'user-interface',
    order: 10,
    item: {
      id: 'icons',
      title: 'Icons',
      translate: `${iconsNamespace}:appTitle`,
      type: 'item',
      icon: InterestsIcon,
      url: '/ui/icons',
    },
  },
];
