import type {
  NewProjectDashboardItem,
  ProjectDashboardItem,
  ProjectDashboardItemChanges,
  ProjectDashboardPage,
} from '@conecta/contracts/project-dashboard';
import { api } from '../../app/api';

/** Rows a page of the list asks for ("show more" asks for the next). */
export const projectDashboardPageSize = 25;

/** Which items the list shows: the search of the URL. */
export interface ProjectDashboardListArgs {
  q?: string;
}

const listTag = { type: 'ProjectDashboardItem', id: 'LIST' } as const;
const invalidatesList = (_result: unknown, error: unknown) => (error ? [] : [listTag]);

/** Project dashboard's calls (`/api/project-dashboard/*`), each on the account's own items. */
export const projectDashboardApi = api.enhanceEndpoints({ addTagTypes: ['ProjectDashboardItem'] }).injectEndpoints({
  endpoints: (build) => ({
    listProjectDashboardItems: build.infiniteQuery<ProjectDashboardPage, ProjectDashboardListArgs, string>({
      infiniteQueryOptions: {
        // '' is the first page: no cursor.
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/project-dashboard/items',
        params: {
          limit: String(projectDashboardPageSize),
          ...(queryArg.q ? { q: queryArg.q } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      providesTags: [listTag],
    }),
    createProjectDashboardItem: build.mutation<ProjectDashboardItem, NewProjectDashboardItem>({
      query: (item) => ({ url: '/project-dashboard/items', method: 'POST', body: item }),
      invalidatesTags: invalidatesList,
    }),
    updateProjectDashboardItem: build.mutation<
      ProjectDashboardItem,
      { id: string; changes: ProjectDashboardItemChanges }
    >({
      query: ({ id, changes }) => ({ url: `/project-dashboard/items/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: invalidatesList,
    }),
    removeProjectDashboardItem: build.mutation<null, string>({
      query: (id) => ({ url: `/project-dashboard/items/${id}`, method: 'DELETE' }),
      invalidatesTags: invalidatesList,
    }),
  }),
});

export const {
  useListProjectDashboardItemsInfiniteQuery,
  useCreateProjectDashboardItemMutation,
  useUpdateProjectDashboardItemMutation,
  useRemoveProjectDashboardItemMutation,
} = projectDashboardApi;
