import SearchIcon from '@mui/icons-material/Search';
import type { NavigationContribution } from '../../app/navigationGroups';
import { searchNamespace } from './locales';

/** Pages › Search › Classic and Modern, as the template's navigation has them. */
export const navigation: NavigationContribution[] = [
  {
    group: 'pages',
    order: 50,
    item: {
      id: 'pages.search',
      title: 'Search',
      translate: `${searchNamespace}:navSearch`,
      type: 'collapse',
      icon: SearchIcon,
      children: [
        {
          id: 'pages.search.classic',
          title: 'Classic',
          translate: `${searchNamespace}:navClassic`,
          type: 'item',
          url: '/pages/search/classic',
        },
        {
          id: 'pages.search.modern',
          title: 'Modern',
          translate: `${searchNamespace}:navModern`,
          type: 'item',
          url: '/pages/search/modern',
        },
      ],
    },
  },
];
