import type { NewProfileItem, ProfileItem, ProfileItemChanges, ProfilePage } from '@conecta/contracts/profile';
import { api } from '../../app/api';

/** Rows a page of the list asks for ("show more" asks for the next). */
export const profilePageSize = 25;

/** Which items the list shows: the search of the URL. */
export interface ProfileListArgs {
  q?: string;
}

const listTag = { type: 'ProfileItem', id: 'LIST' } as const;
const invalidatesList = (_result: unknown, error: unknown) => (error ? [] : [listTag]);

/** Profile's calls (`/api/profile/*`), each on the account's own items. */
export const profileApi = api.enhanceEndpoints({ addTagTypes: ['ProfileItem'] }).injectEndpoints({
  endpoints: (build) => ({
    listProfileItems: build.infiniteQuery<ProfilePage, ProfileListArgs, string>({
      infiniteQueryOptions: {
        // '' is the first page: no cursor.
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/profile/items',
        params: {
          limit: String(profilePageSize),
          ...(queryArg.q ? { q: queryArg.q } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      providesTags: [listTag],
    }),
    createProfileItem: build.mutation<ProfileItem, NewProfileItem>({
      query: (item) => ({ url: '/profile/items', method: 'POST', body: item }),
      invalidatesTags: invalidatesList,
    }),
    updateProfileItem: build.mutation<ProfileItem, { id: string; changes: ProfileItemChanges }>({
      query: ({ id, changes }) => ({ url: `/profile/items/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: invalidatesList,
    }),
    removeProfileItem: build.mutation<null, string>({
      query: (id) => ({ url: `/profile/items/${id}`, method: 'DELETE' }),
      invalidatesTags: invalidatesList,
    }),
  }),
});

export const {
  useListProfileItemsInfiniteQuery,
  useCreateProfileItemMutation,
  useUpdateProfileItemMutation,
  useRemoveProfileItemMutation,
} = profileApi;
