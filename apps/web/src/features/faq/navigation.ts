import HelpCenterIcon from '@mui/icons-material/HelpCenterOutlined';
import type { NavigationContribution } from '../../app/navigationGroups';
import { faqNamespace } from './locales';

export const navigation: NavigationContribution[] = [
  {
    group: 'pages',
    order: 20,
    item: {
      id: 'faq',
      title: 'FAQ',
      translate: `${faqNamespace}:appTitle`,
      type: 'item',
      icon: HelpCenterIcon,
      url: '/pages/faq',
    },
  },
];
