import { noteReminderEventSchema } from '@conecta/contracts/notes';
import type { AppStore } from '../../app/store';
import { i18n } from '../../shell/i18n';
import { startLiveListSync } from '../../shell/liveListSync';
import { showMessage } from '../../shell/message/messageSlice';
import { notesApi, notesFiredTag } from './api';
import { publishFiredCount } from './navigationBadge';

const loadFeatureWords = () =>
  import('./locales').then(({ notesNamespace }) =>
    i18n.loadNamespaces(notesNamespace).then((): typeof notesNamespace => notesNamespace),
  );

/**
 * Keeps the fired reminders' query alive for the badge, says each reminder in the snackbar as the server fires
 * it (`note-reminder`), and asks again when the tab's stream is back (what fired meanwhile is in the list).
 * Answers the function that stops it all.
 */
export function startReminderSync(store: AppStore): () => void {
  return startLiveListSync(store, {
    endpoint: notesApi.endpoints.getFiredReminders,
    count: (fired) => fired.length,
    publish: publishFiredCount,
    invalidate: () => notesApi.util.invalidateTags([notesFiredTag, { type: 'Note', id: 'LIST' }]),
    onEvent(event) {
      const reminder = noteReminderEventSchema.safeParse(event);
      if (!reminder.success) return false;
      // The feature's words load when a reminder first fires, not with every page's badge.
      void loadFeatureWords().then((notesNamespace) => {
        const title = reminder.data.title || i18n.t(`${notesNamespace}:untitled`);
        store.dispatch(showMessage({ message: i18n.t(`${notesNamespace}:reminderFired`, { title }), variant: 'info' }));
      });
      return true;
    },
  });
}
