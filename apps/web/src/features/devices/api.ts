import type { AuditPage } from '@conecta/contracts/audit';
import type {
  BulkDeleteRequest,
  BulkOwnerRequest,
  BulkResult,
  BulkStatusRequest,
  Device,
  DeviceList,
  DeviceOwner,
  DeviceUpdate,
  ValidDeviceInput,
} from '@conecta/contracts/devices';
import { api } from '../../app/api';

const listTag = { type: 'Device', id: 'LIST' } as const;

/**
 * Every tag a change to these devices makes stale: the list, each device and its history; a change by
 * filter ("select all") may have reached any device.
 */
function changedTags(ids: readonly string[] | undefined) {
  if (!ids) return ['Device' as const, 'DeviceHistory' as const];
  return [
    listTag,
    ...ids.flatMap((id) => [
      { type: 'Device' as const, id },
      { type: 'DeviceHistory' as const, id },
    ]),
  ];
}

export const devicesApi = api.enhanceEndpoints({ addTagTypes: ['Device', 'DeviceHistory'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page of the list; `params` is the list's URL state as the API's query string. */
    listDevices: build.query<DeviceList, Record<string, string>>({
      query: (params) => ({ url: '/devices', params }),
      providesTags: (result) => [
        listTag,
        ...(result?.items.map((device) => ({ type: 'Device' as const, id: device.id })) ?? []),
      ],
      // The browser keeps only the page on screen: a page nobody shows any more is dropped at once.
      keepUnusedDataFor: 0,
    }),
    listManufacturers: build.query<string[], void>({
      query: () => '/devices/manufacturers',
      // Either a bare list or `{ items }`: accept both so the filter works whichever the server settles on.
      transformResponse: (answer: string[] | { items: string[] }) => (Array.isArray(answer) ? answer : answer.items),
      providesTags: [listTag],
      keepUnusedDataFor: 600,
    }),
    ownerOptions: build.query<DeviceOwner[], string>({
      query: (q) => ({ url: '/devices/owner-options', params: q ? { q, limit: '20' } : { limit: '20' } }),
      transformResponse: (answer: { items: DeviceOwner[] }) => answer.items,
      keepUnusedDataFor: 120,
    }),
    getDevice: build.query<Device, string>({
      query: (id) => `/devices/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Device', id }],
    }),
    createDevice: build.mutation<Device, ValidDeviceInput>({
      query: (body) => ({ url: '/devices', method: 'POST', body }),
      invalidatesTags: [listTag],
    }),
    updateDevice: build.mutation<Device, { id: string; changes: DeviceUpdate }>({
      query: ({ id, changes }) => ({ url: `/devices/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changedTags([id])),
    }),
    deleteDevice: build.mutation<void, string>({
      query: (id) => ({ url: `/devices/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : changedTags([id])),
    }),
    bulkStatus: build.mutation<BulkResult, BulkStatusRequest>({
      query: (body) => ({ url: '/devices/bulk/status', method: 'POST', body }),
      invalidatesTags: (_result, error, { ids }) => (error ? [] : changedTags(ids)),
    }),
    bulkOwner: build.mutation<BulkResult, BulkOwnerRequest>({
      query: (body) => ({ url: '/devices/bulk/owner', method: 'POST', body }),
      invalidatesTags: (_result, error, { ids }) => (error ? [] : changedTags(ids)),
    }),
    bulkDelete: build.mutation<BulkResult, BulkDeleteRequest>({
      query: (body) => ({ url: '/devices/bulk/delete', method: 'POST', body }),
      invalidatesTags: (_result, error, { ids }) => (error ? [] : changedTags(ids)),
    }),
    /** A device's audit trail, newest first, one cursor page at a time ("load more"). */
    deviceHistory: build.infiniteQuery<AuditPage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/devices/${encodeURIComponent(queryArg)}/history`,
        params: pageParam ? { limit: '20', cursor: pageParam } : { limit: '20' },
      }),
      providesTags: (_result, _error, id) => [{ type: 'DeviceHistory', id }],
    }),
  }),
});

export const {
  useListDevicesQuery,
  useListManufacturersQuery,
  useOwnerOptionsQuery,
  useGetDeviceQuery,
  useCreateDeviceMutation,
  useUpdateDeviceMutation,
  useDeleteDeviceMutation,
  useBulkStatusMutation,
  useBulkOwnerMutation,
  useBulkDeleteMutation,
  useDeviceHistoryInfiniteQuery,
} = devicesApi;

/** After an import: the list, the manufacturers and every open device may have changed. */
export const importedTags = [listTag];
