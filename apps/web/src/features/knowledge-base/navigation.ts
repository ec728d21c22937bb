import ChecklistIcon from '@mui/icons-material/Checklist';
import type { NavigationContribution } from '../../app/navigationGroups';
import { knowledgeBaseNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 100,
    item: {
      id: 'knowledge-base',
      title: 'Knowledge base',
      translate: `${knowledgeBaseNamespace}:appTitle`,
      type: 'item',
      icon: ChecklistIcon,
      url: '/apps/knowledge-base',
    },
  },
];
