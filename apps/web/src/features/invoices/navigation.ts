import ReceiptIcon from '@mui/icons-material/Receipt';
import type { NavigationContribution } from '../../app/navigationGroups';
import { invoicesNamespace } from './locales';

/** Pages › Invoice › Compact and Modern, as the template's navigation has them. */
export const navigation: NavigationContribution[] = [
  {
    group: 'pages',
    order: 40,
    item: {
      id: 'pages.invoice',
      title: 'Invoice',
      translate: `${invoicesNamespace}:navInvoice`,
      type: 'collapse',
      icon: ReceiptIcon,
      children: [
        {
          id: 'pages.invoice.compact',
          title: 'Compact',
          translate: `${invoicesNamespace}:navCompact`,
          type: 'item',
          url: '/pages/invoices/compact',
        },
        {
          id: 'pages.invoice.modern',
          title: 'Modern',
          translate: `${invoicesNamespace}:navModern`,
          type: 'item',
          url: '/pages/invoices/modern',
        },
      ],
    },
  },
];
