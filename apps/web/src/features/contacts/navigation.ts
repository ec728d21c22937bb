import ContactsIcon from '@mui/icons-material/ContactsOutlined';
import type { NavigationContribution } from '../../app/navigationGroups';
import { contactsNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 60,
    item: {
      id: 'contacts',
      title: 'Contacts',
      translate: `${contactsNamespace}:appTitle`,
      type: 'item',
      icon: ContactsIcon,
      url: '/apps/contacts',
    },
  },
];
