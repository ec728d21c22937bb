import { randomUUID } from 'node:crypto';
import {
  type AcademyCategory,
  type AcademyCourse,
  type AcademyCourseSave,
  type AcademyCourseSummary,
  academyMessages,
} from '@conecta/contracts/academy';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Database } from '../../db/client';
import { HttpError, InputError } from '../../http/errors';
import { type AcademyCourseRow, academyCategories, academyCourses, academyProgress } from './table';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new HttpError(404, academyMessages.notFound);

/** Step content as stored: the tags a lesson needs, nothing that runs. */
const stepHtml: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'u', 's', 'del', 'ins', 'h1', 'h2'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title'], '*': ['class'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};
export const sanitizeStepContent = (html: string) => sanitizeHtml(html, stepHtml);

export function slugOf(title: string): string {
  return (
    title
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'course'
  );
}

function toSummary(
  row: Omit<AcademyCourseRow, 'steps' | 'updatedBy'> & { totalSteps: number },
  activeStep: number | null,
) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    category: row.category,
    length: row.length,
    totalSteps: row.totalSteps,
    activeStep: Math.min(activeStep ?? 0, row.totalSteps),
    updated: row.updated.toISOString(),
  } satisfies AcademyCourseSummary;
}

export async function readCategories(db: Database): Promise<AcademyCategory[]> {
  const rows = await db.select().from(academyCategories).orderBy(asc(academyCategories.position));
  return rows.map(({ id, value, label, color }) => ({ id, value, label, color }));
}

/** Every course without its steps, newest change first, with the account's own step in each. */
export async function readCourses(db: Database, accountId: string): Promise<AcademyCourseSummary[]> {
  const rows = await db
    .select({
      id: academyCourses.id,
      title: academyCourses.title,
      slug: academyCourses.slug,
      description: academyCourses.description,
      category: academyCourses.category,
      length: academyCourses.length,
      updated: academyCourses.updated,
      totalSteps: sql<number>`jsonb_array_length(${academyCourses.steps})`.mapWith(Number),
      activeStep: academyProgress.activeStep,
    })
    .from(academyCourses)
    .leftJoin(
      academyProgress,
      and(eq(academyProgress.courseId, academyCourses.id), eq(academyProgress.accountId, accountId)),
    )
    .orderBy(desc(academyCourses.updated), asc(academyCourses.id));
  return rows.map((row) => toSummary(row, row.activeStep));
}

/** One course with its steps and the account's step; `notFound` for an unknown id. */
export async function readCourse(db: Database, accountId: string, courseId: string): Promise<AcademyCourse> {
  if (!uuidPattern.test(courseId)) throw notFound();
  const [row] = await db
    .select({ course: academyCourses, activeStep: academyProgress.activeStep })
    .from(academyCourses)
    .leftJoin(
      academyProgress,
      and(eq(academyProgress.courseId, academyCourses.id), eq(academyProgress.accountId, accountId)),
    )
    .where(eq(academyCourses.id, courseId));
  if (!row) throw notFound();
  const { course } = row;
  return { ...toSummary({ ...course, totalSteps: course.steps.length }, row.activeStep), steps: course.steps };
}

/** Staff save a course: the one with `id` is changed, otherwise a new one is added. Answers the stored course. */
export async function saveCourse(db: Database, accountId: string, input: AcademyCourseSave): Promise<AcademyCourse> {
  const categories = await readCategories(db);
  if (!categories.some((category) => category.value === input.category)) {
    throw new InputError({ category: academyMessages.category });
  }
  const steps = input.steps.map((step) => ({
    id: step.id && step.id.length > 0 ? step.id : randomUUID(),
    title: step.title,
    content: sanitizeStepContent(step.content),
  }));
  const values = {
    title: input.title,
    slug: slugOf(input.title),
    description: input.description,
    category: input.category,
    length: input.length,
    steps,
    updated: new Date(),
    updatedBy: accountId,
  };
  let id: string | undefined;
  if (input.id !== undefined) {
    if (!uuidPattern.test(input.id)) throw notFound();
    const [row] = await db
      .update(academyCourses)
      .set(values)
      .where(eq(academyCourses.id, input.id))
      .returning({ id: academyCourses.id });
    if (!row) throw notFound();
    id = row.id;
  } else {
    const [row] = await db.insert(academyCourses).values(values).returning({ id: academyCourses.id });
    id = row?.id;
  }
  if (!id) throw new Error('The course was not stored');
  return readCourse(db, accountId, id);
}

/** The account's step in a course, kept within the course's steps. Answers the stored course. */
export async function updateProgress(
  db: Database,
  accountId: string,
  courseId: string,
  activeStep: number,
): Promise<AcademyCourse> {
  const course = await readCourse(db, accountId, courseId);
  const step = Math.min(activeStep, course.totalSteps);
  await db
    .insert(academyProgress)
    .values({ accountId, courseId, activeStep: step })
    .onConflictDoUpdate({
      target: [academyProgress.accountId, academyProgress.courseId],
      set: { activeStep: step, updatedAt: new Date() },
    });
  return { ...course, activeStep: step };
}
