import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import type { NavigationContribution } from '../../app/navigationGroups';
import { navigationStrings } from '../../shell/i18n/navigationStrings';
import { useNotesNavigationBadge } from './navigationBadge';

// This entry's words alone, picked from the feature's locale files at build time (`build/pickJson.ts`).
const navigationText = navigationStrings(
  'notes',
  import.meta.glob('./locales/*.json', { query: '?pick=appTitle', import: 'default', eager: true }),
);

export const navigation: NavigationContribution[] = [
  {
    group: 'applications',
    order: 60,
    item: {
      id: 'notes',
      title: 'Notes',
      translate: navigationText('appTitle'),
      type: 'item',
      icon: StickyNote2Icon,
      url: '/apps/notes',
      // Reminders that fired and were not dismissed; the badge's hook also says each one as it fires, on every page.
      useBadge: useNotesNavigationBadge,
    },
  },
];
