import { authRoles } from '@conecta/contracts/roles';
import type { NavigationItem } from '../../shell/navigation';
import { chatNamespace } from './locales';
import { chatPath } from './routes';

/** The sample applications' group; the chat is its first entry (other apps join it as they arrive). */
export const chatNavigation: NavigationItem[] = [
  {
    id: 'applications',
    title: 'Applications',
    translate: `${chatNamespace}:applications`,
    type: 'group',
    children: [
      {
        id: 'chat',
        title: 'Chat',
        translate: `${chatNamespace}:appTitle`,
        type: 'item',
        icon: 'chat',
        url: chatPath,
        auth: authRoles.user,
      },
    ],
  },
];
