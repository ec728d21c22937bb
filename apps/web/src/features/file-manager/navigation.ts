import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'file-manager',
  import.meta.glob('./locales/*.json', { query: '?pick=appTitle', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 45,
    item: {
      id: 'file-manager',
      title: 'File manager',
      translate: navigationText('appTitle'),
      type: 'item',
      icon: FolderOutlinedIcon,
      url: '/apps/file-manager',
    },
  },
];
