import ReceiptIcon from '@mui/icons-material/Receipt';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'invoices',
  import.meta.glob('./locales/*.json', {
    query: '?pick=navInvoice,navCompact,navModern',
    import: 'default',
    eager: true,
  }),
);

/** Pages › Invoice › Compact and Modern, as the template's navigation has them. */
export const navigation: NavigationContribution[] = [
  {
    group: 'pages',
    order: 40,
    item: {
      id: 'pages.invoice',
      title: 'Invoice',
      translate: navigationText('navInvoice'),
      type: 'collapse',
      icon: ReceiptIcon,
      children: [
        {
          id: 'pages.invoice.compact',
          title: 'Compact',
          translate: navigationText('navCompact'),
          type: 'item',
          url: '/pages/invoices/compact',
        },
        {
          id: 'pages.invoice.modern',
          title: 'Modern',
          translate: navigationText('navModern'),
          type: 'item',
          url: '/pages/invoices/modern',
        },
      ],
    },
  },
];
