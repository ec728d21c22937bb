import type {
  AcademyCategory,
  AcademyCourse,
  AcademyCourseSave,
  AcademyCourseSummary,
  AcademyCourseUpdate,
} from '@conecta/contracts/academy';
import { api } from '../../app/api';

const coursesTag = { type: 'AcademyCourse', id: 'LIST' } as const;

/** Academy's calls (`/api/academy-app/*`): the company's courses and the account's own progress. */
export const academyApi = api.enhanceEndpoints({ addTagTypes: ['AcademyCourse'] }).injectEndpoints({
  endpoints: (build) => ({
    academyCategories: build.query<AcademyCategory[], void>({ query: () => '/academy-app/categories' }),
    academyCourses: build.query<AcademyCourseSummary[], void>({
      query: () => '/academy-app/courses',
      providesTags: [coursesTag],
    }),
    academyCourse: build.query<AcademyCourse, string>({
      query: (courseId) => ({ url: '/academy-app/course', params: { courseId } }),
      providesTags: (_result, _error, id) => [{ type: 'AcademyCourse', id }],
    }),
    saveAcademyCourse: build.mutation<AcademyCourse, AcademyCourseSave>({
      query: (course) => ({ url: '/academy-app/course/save', method: 'POST', body: course }),
      invalidatesTags: (result, error) =>
        error || !result ? [] : [coursesTag, { type: 'AcademyCourse', id: result.id }],
    }),
    updateAcademyProgress: build.mutation<AcademyCourse, AcademyCourseUpdate>({
      query: (body) => ({ url: '/academy-app/course/update', method: 'POST', body }),
      // The page already shows the step it asked for; the list is read again for its progress bars.
      invalidatesTags: (_result, error) => (error ? [] : [coursesTag]),
      async onQueryStarted({ courseId, activeStep }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          academyApi.util.updateQueryData('academyCourse', courseId, (draft) => {
            draft.activeStep = Math.min(activeStep, draft.totalSteps);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const {
  useAcademyCategoriesQuery,
  useAcademyCoursesQuery,
  useAcademyCourseQuery,
  useSaveAcademyCourseMutation,
  useUpdateAcademyProgressMutation,
} = academyApi;
