import ChatIcon from '@mui/icons-material/Chat';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';
import { chatPath } from './routes';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'chat',
  import.meta.glob('./locales/*.json', { query: '?pick=appTitle', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 30,
    item: {
      id: 'chat',
      title: 'Chat',
      translate: navigationText('appTitle'),
      type: 'item',
      icon: ChatIcon,
      url: chatPath,
    },
  },
];
