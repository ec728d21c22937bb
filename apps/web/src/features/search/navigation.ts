import SearchIcon from '@mui/icons-material/Search';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'consoleSearch',
  import.meta.glob('./locales/*.json', {
    query: '?pick=navSearch,navClassic,navModern',
    import: 'default',
    eager: true,
  }),
);

/** Pages › Search › Classic and Modern, as the template's navigation has them. */
export const navigation: NavigationContribution[] = [
  {
    group: 'pages',
    order: 50,
    item: {
      id: 'pages.search',
      title: 'Search',
      translate: navigationText('navSearch'),
      type: 'collapse',
      icon: SearchIcon,
      children: [
        {
          id: 'pages.search.classic',
          title: 'Classic',
          translate: navigationText('navClassic'),
          type: 'item',
          url: '/pages/search/classic',
        },
        {
          id: 'pages.search.modern',
          title: 'Modern',
          translate: navigationText('navModern'),
          type: 'item',
          url: '/pages/search/modern',
        },
      ],
    },
  },
];
