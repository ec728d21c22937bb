import { apiErrorSchema } from '@conecta/contracts';
import {
  academyCategoriesSchema,
  academyCourseQuerySchema,
  academyCourseSaveSchema,
  academyCourseSchema,
  academyCoursesSchema,
  academyCourseUpdateSchema,
} from '@conecta/contracts/academy';
import { currentAccount } from '../../auth/guard';
import type { FeatureRoutes } from '../../platform/feature';
import { readCategories, readCourse, readCourses, saveCourse, updateProgress } from './queries';

const refusals = { 400: apiErrorSchema, 404: apiErrorSchema } as const;

/** The courses are the company's: every signed-in account reads them and keeps its own progress; staff write them. */
export const academyRoutes: FeatureRoutes = async (app, { db, route }) => {
  app.get(
    '/categories',
    route('user', {
      schema: {
        summary: 'The course categories (id, value, label, color) in order',
        response: { 200: academyCategoriesSchema },
      },
    }),
    async () => readCategories(db),
  );

  app.get(
    '/courses',
    route('user', {
      schema: {
        summary: 'Every course without its steps, with the signed-in account’s own step (activeStep)',
        response: { 200: academyCoursesSchema },
      },
    }),
    async (request) => readCourses(db, currentAccount(request).id),
  );

  app.get(
    '/course',
    route('user', {
      schema: {
        summary: 'One course with its steps and the signed-in account’s step',
        querystring: academyCourseQuerySchema,
        response: { 200: academyCourseSchema, ...refusals },
      },
    }),
    async (request) => readCourse(db, currentAccount(request).id, request.query.courseId),
  );

  app.post(
    '/course/save',
    route('staff', {
      schema: {
        summary:
          'Save a course (staff): the one with this id is changed, without an id a new one is added; step HTML is sanitised. Answers the stored course',
        body: academyCourseSaveSchema,
        response: { 200: academyCourseSchema, ...refusals },
      },
    }),
    async (request) => saveCourse(db, currentAccount(request).id, request.body),
  );

  app.post(
    '/course/update',
    route('user', {
      schema: {
        summary:
          'Keep the signed-in account’s step in a course (0 to totalSteps; totalSteps is complete). Answers the stored course',
        body: academyCourseUpdateSchema,
        response: { 200: academyCourseSchema, ...refusals },
      },
    }),
    async (request) => updateProgress(db, currentAccount(request).id, request.body.courseId, request.body.activeStep),
  );
};
