import { noteReminderEventSchema } from '@conecta/contracts/notes';
import { subscribeLiveEvents } from '../../app/live/events';
import type { AppStore } from '../../app/store';
import { i18n } from '../../shell/i18n';
import { showMessage } from '../../shell/message/messageSlice';
import { notesApi, notesFiredTag } from './api';
import { notesNamespace } from './locales';
import { publishFiredCount } from './navigationBadge';

const selectFired = notesApi.endpoints.getFiredReminders.select();

/**
 * Keeps the fired reminders' query alive for the badge, says each reminder in the snackbar as the server fires
 * it (`note-reminder`), and asks again when the tab's stream is back (what fired meanwhile is in the list).
 * Answers the function that stops it all.
 */
export function startReminderSync(store: AppStore): () => void {
  const query = store.dispatch(notesApi.endpoints.getFiredReminders.initiate());
  const publish = () => publishFiredCount(selectFired(store.getState() as never).data?.length);
  publish();
  const stopStore = store.subscribe(publish);
  const stopLive = subscribeLiveEvents((event) => {
    if (event.type === 'ready') {
      store.dispatch(notesApi.util.invalidateTags([notesFiredTag]));
      return;
    }
    const reminder = noteReminderEventSchema.safeParse(event);
    if (!reminder.success) return;
    store.dispatch(notesApi.util.invalidateTags([notesFiredTag, { type: 'Note', id: 'LIST' }]));
    void i18n.loadNamespaces(notesNamespace).then(() => {
      const title = reminder.data.title || i18n.t(`${notesNamespace}:untitled`);
      store.dispatch(showMessage({ message: i18n.t(`${notesNamespace}:reminderFired`, { title }), variant: 'info' }));
    });
  });
  return () => {
    stopLive();
    stopStore();
    query.unsubscribe();
  };
}
