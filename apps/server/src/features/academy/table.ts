import type { AcademyStep } from '@conecta/contracts/academy';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from '../../accounts';

/** The company's course categories, in `position` order. Shared: no owner. */
export const academyCategories = pgTable('academy_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  value: text('value').notNull().unique(),
  label: text('label').notNull(),
  color: text('color').notNull(),
  position: integer('position').notNull(),
});
export type AcademyCategoryRow = typeof academyCategories.$inferSelect;

/** The company's courses, shared by every account; their steps (HTML sanitised when stored) in order. */
export const academyCourses = pgTable(
  'academy_courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    length: integer('length').notNull(),
    steps: jsonb('steps').$type<AcademyStep[]>().notNull().default([]),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
    // Who saved the last change; kept when that account goes.
    updatedBy: uuid('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (table) => [index('academy_courses_updated').on(table.updated)],
);
export type AcademyCourseRow = typeof academyCourses.$inferSelect;

/** Each account's own step in a course. */
export const academyProgress = pgTable(
  'academy_progress',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => academyCourses.id, { onDelete: 'cascade' }),
    activeStep: integer('active_step').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.courseId] })],
);
