import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import type { NavigationContribution } from '../../app/navigationGroups';
import { knowledgeBaseNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'pages',
    order: 30,
    item: {
      id: 'knowledge-base',
      title: 'Knowledge Base',
      translate: `${knowledgeBaseNamespace}:appTitle`,
      type: 'item',
      icon: MenuBookIcon,
      url: '/pages/knowledge-base',
    },
  },
];
