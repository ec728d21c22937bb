import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { NavigationContribution } from '../../app/navigationGroups';
import { eCommerceNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    // After chat, before mail: the applications in alphabetical order, as the template lists them.
    order: 35,
    item: {
      id: 'e-commerce',
      title: 'E-commerce',
      translate: `${eCommerceNamespace}:appTitle`,
      type: 'collapse',
      icon: ShoppingCartIcon,
      url: '/apps/e-commerce',
      children: [
        {
          id: 'e-commerce-products',
          title: 'Products',
          translate: `${eCommerceNamespace}:products`,
          type: 'item',
          url: '/apps/e-commerce/products',
        },
        {
          id: 'e-commerce-orders',
          title: 'Orders',
          translate: `${eCommerceNamespace}:orders`,
          type: 'item',
          url: '/apps/e-commerce/orders',
        },
      ],
    },
  },
];
