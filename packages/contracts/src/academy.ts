import * as z from 'zod/mini';
import { defineMessages } from './messages';

/**
 * Academy, under `/api/academy-app`: the company's courses (shared, written by staff) and each account's own
 * progress through them (`activeStep`: the step it is on, 1 to `totalSteps`; 0 before it opened the course; a
 * course is complete when its last step is reached).
 */

/**
 * The sentences of Academy, in English, each with its code `academy.<key>`: the checks below and the server's
 * refusals carry the code; the web says it from `msg_<key>` in the feature's locale files.
 */
export const academyMessages = defineMessages('academy', {
  title: 'Give the course a title of up to 200 characters',
  description: 'Describe the course in up to 1000 characters',
  category: 'Choose one of the categories',
  length: 'Give the length in minutes, from 1 to 6000',
  steps: 'A course has from 1 to 50 steps',
  stepTitle: 'Give each step a title of up to 200 characters',
  stepContent: 'Step content is limited to 100000 characters',
  activeStep: 'The step must be between 0 and the course’s number of steps',
  courseId: 'Give the id of a course',
  notFound: 'No course has this id',
});

export const academyLimits = {
  title: 200,
  description: 1000,
  length: 6000,
  steps: 50,
  stepTitle: 200,
  stepContent: 100_000,
} as const;

/** A course category: `value` is what a course's `category` holds; `color` a CSS colour for its chip. */
export const academyCategorySchema = z
  .object({ id: z.string(), value: z.string(), label: z.string(), color: z.string() })
  .register(z.globalRegistry, { id: 'AcademyCategory' });
export type AcademyCategory = z.infer<typeof academyCategorySchema>;
export const academyCategoriesSchema = z.array(academyCategorySchema);

/** One step of a course; `content` is HTML, sanitised when stored. */
export const academyStepSchema = z
  .object({ id: z.string(), title: z.string(), content: z.string() })
  .register(z.globalRegistry, { id: 'AcademyStep' });
export type AcademyStep = z.infer<typeof academyStepSchema>;

const courseFields = {
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  category: z.string(),
  /** Minutes. */
  length: z.number(),
  totalSteps: z.number(),
  /** The signed-in account's step: 0 before it opened the course, `totalSteps` when it is complete. */
  activeStep: z.number(),
  /** ISO date of the course's last change. */
  updated: z.string(),
};

/** `GET /api/academy-app/courses`: every course, without its steps. */
export const academyCourseSummarySchema = z
  .object(courseFields)
  .register(z.globalRegistry, { id: 'AcademyCourseSummary' });
export type AcademyCourseSummary = z.infer<typeof academyCourseSummarySchema>;
export const academyCoursesSchema = z.array(academyCourseSummarySchema);

/** `GET /api/academy-app/course?courseId=…`: one course with its steps. */
export const academyCourseSchema = z
  .object({ ...courseFields, steps: z.array(academyStepSchema) })
  .register(z.globalRegistry, { id: 'AcademyCourse' });
export type AcademyCourse = z.infer<typeof academyCourseSchema>;

export const academyCourseQuerySchema = z.object({
  courseId: z
    .string(academyMessages.courseId)
    .check(z.minLength(1, academyMessages.courseId), z.maxLength(100, academyMessages.courseId)),
});

const stepFieldsSchema = z.object({
  /** Kept when given (an existing step), otherwise the server gives one. */
  id: z.optional(z.string().check(z.maxLength(100))),
  title: z
    .string(academyMessages.stepTitle)
    .check(
      z.trim(),
      z.minLength(1, academyMessages.stepTitle),
      z.maxLength(academyLimits.stepTitle, academyMessages.stepTitle),
    ),
  content: z
    .string(academyMessages.stepContent)
    .check(z.maxLength(academyLimits.stepContent, academyMessages.stepContent)),
});

/** What staff fill in for a course; the editor and the server check it with the same rules. */
export const academyCourseFieldsSchema = z.object({
  title: z
    .string(academyMessages.title)
    .check(z.trim(), z.minLength(1, academyMessages.title), z.maxLength(academyLimits.title, academyMessages.title)),
  description: z
    .string(academyMessages.description)
    .check(z.trim(), z.maxLength(academyLimits.description, academyMessages.description)),
  category: z
    .string(academyMessages.category)
    .check(z.minLength(1, academyMessages.category), z.maxLength(100, academyMessages.category)),
  length: z
    .number(academyMessages.length)
    .check(
      z.int(academyMessages.length),
      z.gte(1, academyMessages.length),
      z.lte(academyLimits.length, academyMessages.length),
    ),
  steps: z
    .array(stepFieldsSchema, academyMessages.steps)
    .check(z.minLength(1, academyMessages.steps), z.maxLength(academyLimits.steps, academyMessages.steps)),
});
export type AcademyCourseFields = z.infer<typeof academyCourseFieldsSchema>;

/** `POST /api/academy-app/course/save` (staff): the course with `id` is changed; without `id` a new one is added. */
export const academyCourseSaveSchema = z
  .object({ id: z.optional(z.string().check(z.maxLength(100))), ...academyCourseFieldsSchema.shape })
  .register(z.globalRegistry, { id: 'AcademyCourseSave' });
export type AcademyCourseSave = z.infer<typeof academyCourseSaveSchema>;

/** `POST /api/academy-app/course/update`: the signed-in account's progress in a course. */
export const academyCourseUpdateSchema = z
  .object({
    courseId: academyCourseQuerySchema.shape.courseId,
    activeStep: z
      .number(academyMessages.activeStep)
      .check(
        z.int(academyMessages.activeStep),
        z.gte(0, academyMessages.activeStep),
        z.lte(academyLimits.steps, academyMessages.activeStep),
      ),
  })
  .register(z.globalRegistry, { id: 'AcademyCourseUpdate' });
export type AcademyCourseUpdate = z.infer<typeof academyCourseUpdateSchema>;

/** Whether the learner reached the last step. */
export const isCourseComplete = (course: Pick<AcademyCourseSummary, 'activeStep' | 'totalSteps'>) =>
  course.totalSteps > 0 && course.activeStep >= course.totalSteps;
