import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import type { NavigationContribution } from '../../app/navigationGroups';
import { notesNamespace } from './locales';
import { useNotesNavigationBadge } from './navigationBadge';

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 60,
    item: {
      id: 'notes',
      title: 'Notes',
      translate: `${notesNamespace}:appTitle`,
      type: 'item',
      icon: StickyNote2Icon,
      url: '/apps/notes',
      // Reminders that fired and were not dismissed; the badge's hook also says each one as it fires, on every page.
      useBadge: useNotesNavigationBadge,
    },
  },
];
