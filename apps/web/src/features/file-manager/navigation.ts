import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import type { NavigationContribution } from '../../app/navigationGroups';
import { fileManagerNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 45,
    item: {
      id: 'file-manager',
      title: 'File manager',
      translate: `${fileManagerNamespace}:appTitle`,
      type: 'item',
      icon: FolderOutlinedIcon,
      url: '/apps/file-manager',
    },
  },
];
