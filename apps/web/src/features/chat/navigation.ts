import ChatIcon from '@mui/icons-material/Chat';
import type { NavigationContribution } from '../../app/navigationGroups';
import { chatNamespace } from './locales';
import { chatPath } from './routes';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 30,
    item: {
      id: 'chat',
      title: 'Chat',
      translate: `${chatNamespace}:appTitle`,
      type: 'item',
      icon: ChatIcon,
      url: chatPath,
    },
  },
];
