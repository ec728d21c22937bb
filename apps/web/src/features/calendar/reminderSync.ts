import { calendarReminderEventSchema } from '@conecta/contracts/calendar';
import type { AppStore } from '../../app/store';
import { i18n } from '../../shell/i18n';
import { startLiveListSync } from '../../shell/liveListSync';
import { showMessage } from '../../shell/message/messageSlice';
import { calendarApi, calendarRemindersTag } from './api';
import { publishReminderCount } from './navigationBadge';

/** "today 14:30", "tomorrow", "Thu 14:30": when the reminded occurrence starts, in the user's language. */
function whenText(start: string, allDay: boolean, language: string): string {
  const at = new Date(start);
  const days = Math.round((new Date(at).setHours(0, 0, 0, 0) - new Date().setHours(0, 0, 0, 0)) / 86_400_000);
  const day =
    Math.abs(days) <= 1
      ? new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day')
      : new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short' }).format(at);
  if (allDay) return day;
  return `${day} ${new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(at)}`;
}

const loadFeatureWords = () =>
  import('./locales').then(({ calendarNamespace }) =>
    i18n.loadNamespaces(calendarNamespace).then((): typeof calendarNamespace => calendarNamespace),
  );

/**
 * Keeps the fired reminders' query alive for the Calendar entry's badge, says each reminder in the snackbar as the
 * server fires it (`calendar-reminder`), and asks again when the tab's stream is back (what fired meanwhile is in
 * the list). Answers the function that stops it all.
 */
export function startCalendarReminderSync(store: AppStore): () => void {
  return startLiveListSync(store, {
    endpoint: calendarApi.endpoints.calendarReminders,
    count: (fired) => fired.length,
    publish: publishReminderCount,
    invalidate: () => calendarApi.util.invalidateTags([calendarRemindersTag]),
    onEvent(event) {
      const reminder = calendarReminderEventSchema.safeParse(event);
      if (!reminder.success) return false;
      // The feature's words load when a reminder first fires, not with every page's badge.
      void loadFeatureWords().then((calendarNamespace) => {
        const { title, start, allDay } = reminder.data;
        const when = whenText(start, allDay, i18n.language);
        store.dispatch(
          showMessage({ message: i18n.t(`${calendarNamespace}:reminderFired`, { title, when }), variant: 'info' }),
        );
      });
      return true;
    },
  });
}
