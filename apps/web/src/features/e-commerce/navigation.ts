import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'e-commerce',
  import.meta.glob('./locales/*.json', { query: '?pick=appTitle,products,orders', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    // After chat, before mail: the applications in alphabetical order, as the template lists them.
    order: 35,
    item: {
      id: 'e-commerce',
      title: 'E-commerce',
      translate: navigationText('appTitle'),
      type: 'collapse',
      icon: ShoppingCartIcon,
      url: '/apps/e-commerce',
      children: [
        {
          id: 'e-commerce-products',
          title: 'Products',
          translate: navigationText('products'),
          type: 'item',
          url: '/apps/e-commerce/products',
        },
        {
          id: 'e-commerce-orders',
          title: 'Orders',
          translate: navigationText('orders'),
          type: 'item',
          url: '/apps/e-commerce/orders',
        },
      ],
    },
  },
];
