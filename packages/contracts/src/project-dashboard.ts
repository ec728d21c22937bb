import * as z from 'zod/mini';
import { defineMessages } from './messages';

/**
 * The project dashboard, under `/api/project-dashboard-app`: the company's sample projects and each scrumboard
 * board the account is a member of, and one project's widgets. Range codes are the spec's: DY/DT/DTM (yesterday,
 * today, tomorrow), TW/LW/2W (this week, last week, two weeks ago), T/TM (today, tomorrow); the page words them.
 */
export const projectDashboardMessages = defineMessages('projectDashboard', {
  projectId: 'Give the id of a project',
  notFound: 'No project has this id',
});

export const dayRanges = ['DY', 'DT', 'DTM'] as const;
export const weekRanges = ['TW', 'LW', '2W'] as const;
export const scheduleRanges = ['T', 'TM'] as const;
export type DayRange = (typeof dayRanges)[number];
export type WeekRange = (typeof weekRanges)[number];
export type ScheduleRange = (typeof scheduleRanges)[number];

export const projectSchema = z
  .object({ id: z.string(), name: z.string() })
  .register(z.globalRegistry, { id: 'ProjectDashboardProject' });
export type Project = z.infer<typeof projectSchema>;
export const projectsSchema = z.array(projectSchema);

const perDay = z.object({ DY: z.number(), DT: z.number(), DTM: z.number() });
const perWeek = <T extends z.core.SomeType>(item: T) => z.object({ TW: item, LW: item, '2W': item });

/** A count per day range (tasks due) with a second count beside it (of those, completed). */
const summarySchema = z.object({
  ranges: z.array(z.enum(dayRanges)),
  currentRange: z.enum(dayRanges),
  count: perDay,
  extra: perDay,
});

const overdueCardSchema = z.object({ id: z.string(), name: z.string(), due: z.string() });

/** The task-distribution donut: one value per label, per week range; its overview beside it. */
const taskDistributionSchema = z.object({
  ranges: z.array(z.enum(weekRanges)),
  currentRange: z.enum(weekRanges),
  labels: z.array(z.string()),
  series: perWeek(z.array(z.number())),
  overview: perWeek(z.object({ new: z.number(), completed: z.number() })),
});

const scheduleItemSchema = z.object({ title: z.string(), time: z.string(), location: z.string() });
const scheduleSchema = z.object({
  ranges: z.array(z.enum(scheduleRanges)),
  currentRange: z.enum(scheduleRanges),
  series: z.object({ T: z.array(scheduleItemSchema), TM: z.array(scheduleItemSchema) }),
});

const budgetRowSchema = z.object({
  type: z.string(),
  total: z.number(),
  expensesAmount: z.number(),
  expensesPercentage: z.number(),
  remainingAmount: z.number(),
  remainingPercentage: z.number(),
});

const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  job: z.string(),
  /** Open tasks assigned to the member. */
  tasks: z.number(),
});

const weatherDaySchema = z.object({ day: z.string(), icon: z.string(), temp: z.number() });
const weatherLocationSchema = z.object({
  name: z.string(),
  icon: z.string(),
  /** Degrees Celsius; the page converts for another unit. */
  temp: z.number(),
  /** km/h. */
  windSpeed: z.number(),
  windDirection: z.string(),
  humidity: z.number(),
  next3Days: z.array(weatherDaySchema),
});

export const projectWidgetsSchema = z
  .object({
    projectId: z.string(),
    /** Whether the task figures are read from a scrumboard board. */
    fromBoard: z.boolean(),
    summary: summarySchema,
    overdue: z.object({ count: z.number(), yesterday: z.number(), cards: z.array(overdueCardSchema) }),
    issues: z.object({ count: z.number(), closedToday: z.number() }),
    features: z.object({ count: z.number(), implemented: z.number() }),
    taskDistribution: taskDistributionSchema,
    schedule: scheduleSchema,
    budgetDistribution: z.object({ categories: z.array(z.string()), series: z.array(z.number()) }),
    budgetDetails: z.object({ currency: z.string(), rows: z.array(budgetRowSchema) }),
    teamMembers: z.array(teamMemberSchema),
    weather: z.object({
      currentLocation: z.string(),
      tempUnit: z.enum(['C', 'F']),
      speedUnit: z.enum(['KMH', 'MPH']),
      locations: z.array(weatherLocationSchema),
    }),
  })
  .register(z.globalRegistry, { id: 'ProjectDashboardWidgets' });
export type ProjectWidgets = z.infer<typeof projectWidgetsSchema>;

/** `GET /api/project-dashboard-app/widgets?projectId=…`; without it, the first project. */
export const projectWidgetsQuerySchema = z.object({
  projectId: z.optional(
    z
      .string(projectDashboardMessages.projectId)
      .check(z.minLength(1, projectDashboardMessages.projectId), z.maxLength(100, projectDashboardMessages.projectId)),
  ),
});

/** The part of the widgets stored for a sample project (no id). */
export type StoredProjectWidgets = Omit<ProjectWidgets, 'projectId' | 'fromBoard'>;
