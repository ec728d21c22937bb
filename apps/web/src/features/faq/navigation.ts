import ChecklistIcon from '@mui/icons-material/Checklist';
import type { NavigationContribution } from '../../app/navigationGroups';
import { faqNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 100,
    item: {
      id: 'faq',
      title: 'Faq',
      translate: `${faqNamespace}:appTitle`,
      type: 'item',
      icon: ChecklistIcon,
      url: '/apps/faq',
    },
  },
];
