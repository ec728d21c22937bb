import { authRoles } from '@conecta/contracts/roles';
import type { AppRoute } from '../../shell/routing';

// The spec's one route: `/apps/notes` all, `/apps/notes/archive`, `/apps/notes/reminders`,
// `/apps/notes/labels/:labelHandle/:labelId` a label's notes.
export const routes: AppRoute[] = [
  {
    path: '/apps/notes/:id?/:labelHandle?/:labelId?',
    access: { auth: authRoles.user },
    load: () => import('./NotesPage'),
  },
];
