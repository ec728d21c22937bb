import MailIcon from '@mui/icons-material/Mail';
import type { NavigationContribution } from '../../app/navigationGroups';
import { mailNamespace } from './locales';
import { useMailNavigationBadge } from './navigationBadge';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 40,
    item: {
      id: 'mail',
      title: 'Mail',
      translate: `${mailNamespace}:appTitle`,
      type: 'item',
      icon: MailIcon,
      url: '/apps/mail',
      // The inbox's unread mail, live on every page.
      useBadge: useMailNavigationBadge,
    },
  },
];
