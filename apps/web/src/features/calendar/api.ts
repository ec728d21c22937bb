import type {
  CalendarEvent,
  CalendarEventFieldsInput,
  CalendarReminderEvent,
  CalendarScope,
  CalendarSubscription,
  CalendarTodo,
  UpdateCalendarEventInput,
} from '@conecta/contracts/calendar';
import { api } from '../../app/api';

/** The visible range of the calendar (ISO instants). */
export interface CalendarRange {
  start: string;
  end: string;
}

const listTag = { type: 'CalendarEvent', id: 'LIST' } as const;
/** The fired reminders: a change to an event may take one off the list (moved, removed). */
export const calendarRemindersTag = { type: 'CalendarEvent', id: 'REMINDERS' } as const;
const invalidatesList = (_result: unknown, error: unknown) => (error ? [] : [listTag, calendarRemindersTag]);

/** Calendar's calls (`/api/calendar-app/*`), each on the account's own calendar. */
export const calendarApi = api
  .enhanceEndpoints({ addTagTypes: ['CalendarEvent', 'CalendarSubscription'] })
  .injectEndpoints({
    endpoints: (build) => ({
      calendarEvents: build.query<CalendarEvent[], CalendarRange>({
        query: (range) => ({ url: '/calendar-app/events', params: range }),
        providesTags: [listTag],
      }),
      calendarTodos: build.query<CalendarTodo[], CalendarRange>({
        query: (range) => ({ url: '/calendar-app/todos', params: range }),
      }),
      addCalendarEvent: build.mutation<CalendarEvent, CalendarEventFieldsInput>({
        query: (newEvent) => ({ url: '/calendar-app/add-event', method: 'POST', body: { newEvent } }),
        invalidatesTags: invalidatesList,
      }),
      updateCalendarEvent: build.mutation<CalendarEvent, UpdateCalendarEventInput>({
        query: (body) => ({ url: '/calendar-app/update-event', method: 'POST', body }),
        invalidatesTags: invalidatesList,
      }),
      removeCalendarEvent: build.mutation<string, { eventId: string; scope: CalendarScope }>({
        query: (body) => ({ url: '/calendar-app/remove-event', method: 'POST', body }),
        invalidatesTags: invalidatesList,
      }),
      calendarReminders: build.query<CalendarReminderEvent[], void>({
        query: () => ({ url: '/calendar-app/reminders' }),
        providesTags: [calendarRemindersTag],
      }),
      calendarSubscription: build.query<CalendarSubscription, void>({
        query: () => ({ url: '/calendar-app/subscription' }),
        providesTags: ['CalendarSubscription'],
      }),
      resetCalendarSubscription: build.mutation<CalendarSubscription, void>({
        query: () => ({ url: '/calendar-app/subscription/reset', method: 'POST' }),
        invalidatesTags: (_result, error) => (error ? [] : ['CalendarSubscription']),
      }),
      importCalendar: build.mutation<{ imported: number }, { ics: string; timeZone: string }>({
        query: (body) => ({ url: '/calendar-app/import', method: 'POST', body }),
        invalidatesTags: invalidatesList,
      }),
    }),
  });

export const {
  useCalendarEventsQuery,
  useCalendarTodosQuery,
  useAddCalendarEventMutation,
  useUpdateCalendarEventMutation,
  useRemoveCalendarEventMutation,
  useCalendarSubscriptionQuery,
  useResetCalendarSubscriptionMutation,
  useImportCalendarMutation,
} = calendarApi;

/** The browser's IANA time zone, for new events. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
