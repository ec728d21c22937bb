import type { AuditPage } from '@conecta/contracts/audit';
import type { DeviceList } from '@conecta/contracts/devices';
import type {
  AccountDeleted,
  AccountDetail,
  AccountList,
  AccountUpdate,
  SessionsEnded,
} from '@conecta/contracts/users';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '../../app/api';

/** History entries per "load more". */
const historyPageSize = 25;

const listTag = { type: 'Account', id: 'LIST' } as const;
/** The device list's own tag (features/devices/api.ts): its lists show owners, which an account's deletion clears. */
const deviceListTag = { type: 'Device', id: 'LIST' } as const;

/** The user-data list and user page (`/api/users…`, admins only). */
export const usersApi = api
  .enhanceEndpoints({ addTagTypes: ['Account', 'AccountHistory', 'AccountDevices', 'Device'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** One keyset page; the params are the list's URL state as the API names it. */
      listAccounts: build.query<AccountList, Record<string, string>>({
        query: (params) => ({ url: '/users', params }),
        providesTags: [listTag],
      }),
      getAccount: build.query<AccountDetail, string>({
        query: (id) => `/users/${encodeURIComponent(id)}`,
        providesTags: (_result, _error, id) => [{ type: 'Account', id }],
      }),
      /** One keyset page of the account's devices: the device list's API with `owner` fixed. */
      accountDevices: build.query<DeviceList, Record<string, string>>({
        query: (params) => ({ url: '/devices', params }),
        providesTags: (_result, _error, params) => [{ type: 'AccountDevices', id: params.owner }, deviceListTag],
        keepUnusedDataFor: 0,
      }),
      /** The trail of what was done to and by the account, older pages appended on request. */
      accountHistory: build.infiniteQuery<AuditPage, string, string>({
        infiniteQueryOptions: {
          // '' is the first page: no cursor.
          initialPageParam: '',
          getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
        },
        query: ({ queryArg, pageParam }) => ({
          url: `/users/${encodeURIComponent(queryArg)}/history`,
          params: pageParam
            ? { limit: String(historyPageSize), cursor: pageParam }
            : { limit: String(historyPageSize) },
        }),
        providesTags: (_result, _error, id) => [{ type: 'AccountHistory', id }],
      }),
      updateAccount: build.mutation<AccountDetail, { id: string; changes: AccountUpdate }>({
        query: ({ id, changes }) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          // The answer is the account as it now is: show it without asking again.
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(usersApi.util.upsertQueryData('getAccount', id, data));
        },
        invalidatesTags: (_result, error, { id }) => (error ? [] : [listTag, { type: 'AccountHistory', id }]),
      }),
      /** Ends every session of the account: it signs in again everywhere. */
      endAccountSessions: build.mutation<SessionsEnded, string>({
        query: (id) => ({ url: `/users/${encodeURIComponent(id)}/end-sessions`, method: 'POST' }),
        invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'AccountHistory', id }]),
      }),
      deleteAccount: build.mutation<AccountDeleted, string>({
        query: (id) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
        // Not the account's own tag: its page is being left, and asking for it again would only 404.
        invalidatesTags: (_result, error) => (error ? [] : [listTag, deviceListTag]),
      }),
    }),
  });

export const {
  useListAccountsQuery,
  useGetAccountQuery,
  useAccountDevicesQuery,
  useAccountHistoryInfiniteQuery,
  useUpdateAccountMutation,
  useDeleteAccountMutation,
  useEndAccountSessionsMutation,
} = usersApi;

/** Whether the request failed because the record is not there. */
export function isNotFound(error: unknown): boolean {
  return (error as FetchBaseQueryError | undefined)?.status === 404;
}
