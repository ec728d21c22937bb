import type { CalendarItem, CalendarItemChanges, CalendarPage, NewCalendarItem } from '@conecta/contracts/calendar';
import { api } from '../../app/api';

/** Rows a page of the list asks for ("show more" asks for the next). */
export const calendarPageSize = 25;

/** Which items the list shows: the search of the URL. */
export interface CalendarListArgs {
  q?: string;
}

const listTag = { type: 'CalendarItem', id: 'LIST' } as const;
const invalidatesList = (_result: unknown, error: unknown) => (error ? [] : [listTag]);

/** Calendar's calls (`/api/calendar/*`), each on the account's own items. */
export const calendarApi = api.enhanceEndpoints({ addTagTypes: ['CalendarItem'] }).injectEndpoints({
  endpoints: (build) => ({
    listCalendarItems: build.infiniteQuery<CalendarPage, CalendarListArgs, string>({
      infiniteQueryOptions: {
        // '' is the first page: no cursor.
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/calendar/items',
        params: {
          limit: String(calendarPageSize),
          ...(queryArg.q ? { q: queryArg.q } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      providesTags: [listTag],
    }),
    createCalendarItem: build.mutation<CalendarItem, NewCalendarItem>({
      query: (item) => ({ url: '/calendar/items', method: 'POST', body: item }),
      invalidatesTags: invalidatesList,
    }),
    updateCalendarItem: build.mutation<CalendarItem, { id: string; changes: CalendarItemChanges }>({
      query: ({ id, changes }) => ({ url: `/calendar/items/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: invalidatesList,
    }),
    removeCalendarItem: build.mutation<null, string>({
      query: (id) => ({ url: `/calendar/items/${id}`, method: 'DELETE' }),
      invalidatesTags: invalidatesList,
    }),
  }),
});

export const {
  useListCalendarItemsInfiniteQuery,
  useCreateCalendarItemMutation,
  useUpdateCalendarItemMutation,
  useRemoveCalendarItemMutation,
} = calendarApi;
