import {
  type Project,
  type ProjectWidgets,
  projectDashboardMessages,
  type WeekRange,
  weekRanges,
} from '@conecta/contracts/project-dashboard';
import { and, asc, eq } from 'drizzle-orm';
import { accounts } from '../../accounts';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { scrumboardBoards, scrumboardCards, scrumboardLists, scrumboardMembers } from '../scrumboard';
import { boardExtras } from './seed';
import { projectDashboardProjects } from './table';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new HttpError(404, projectDashboardMessages.notFound);
const day = 86_400_000;

/** The sample projects in order, then the boards the account is a member of (by name). */
export async function readProjects(db: Database, accountId: string): Promise<Project[]> {
  const stored = await db
    .select({ id: projectDashboardProjects.id, name: projectDashboardProjects.name })
    .from(projectDashboardProjects)
    .orderBy(asc(projectDashboardProjects.position));
  const boards = await db
    .select({ id: scrumboardBoards.id, name: scrumboardBoards.name })
    .from(scrumboardBoards)
    .innerJoin(scrumboardMembers, eq(scrumboardMembers.boardId, scrumboardBoards.id))
    .where(eq(scrumboardMembers.accountId, accountId))
    .orderBy(asc(scrumboardBoards.name), asc(scrumboardBoards.id));
  return [...stored, ...boards];
}

export async function readWidgets(
  db: Database,
  accountId: string,
  projectId: string | undefined,
  now: Date,
): Promise<ProjectWidgets> {
  const id = projectId ?? (await readProjects(db, accountId))[0]?.id;
  if (!id || !uuidPattern.test(id)) throw notFound();
  const [stored] = await db.select().from(projectDashboardProjects).where(eq(projectDashboardProjects.id, id));
  if (stored) return { projectId: stored.id, fromBoard: false, ...stored.widgets };
  const [member] = await db
    .select({ boardId: scrumboardMembers.boardId })
    .from(scrumboardMembers)
    .where(and(eq(scrumboardMembers.boardId, id), eq(scrumboardMembers.accountId, accountId)));
  if (!member) throw notFound();
  return { projectId: id, fromBoard: true, ...boardExtras, ...(await boardFigures(db, id, now)) };
}

/** Midnight (UTC) of the day `offset` days from `now`'s. */
export function dayStart(now: Date, offset = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + offset * day);
}

/** Monday (UTC) of the week `offset` weeks from `now`'s. */
export function weekStart(now: Date, offset = 0): Date {
  const today = dayStart(now);
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  return new Date(today.getTime() - sinceMonday * day + offset * 7 * day);
}

const within = (at: Date | null, from: Date, to: Date) => at !== null && at >= from && at < to;

/**
 * A board's task figures, read from the board: a card is done when it is in the board's last list; due counts by
 * UTC day; overdue is an open card due before now; the distribution counts the cards made in each week per list;
 * a member's load is the open cards assigned to them.
 */
export async function boardFigures(db: Database, boardId: string, now: Date) {
  const [board] = await db.select().from(scrumboardBoards).where(eq(scrumboardBoards.id, boardId));
  const lists = await db
    .select()
    .from(scrumboardLists)
    .where(eq(scrumboardLists.boardId, boardId))
    .orderBy(asc(scrumboardLists.position), asc(scrumboardLists.id));
  const cards = await db.select().from(scrumboardCards).where(eq(scrumboardCards.boardId, boardId));
  const members = await db
    .select({ id: accounts.id, name: accounts.displayName, email: accounts.email, roles: accounts.roles })
    .from(scrumboardMembers)
    .innerJoin(accounts, eq(accounts.id, scrumboardMembers.accountId))
    .where(eq(scrumboardMembers.boardId, boardId))
    .orderBy(asc(accounts.displayName));
  const doneList = lists.at(-1)?.id;
  const isDone = (card: (typeof cards)[number]) => card.listId === doneList;
  const open = cards.filter((card) => !isDone(card));
  const labelId = (name: string) => board?.labels.find((label) => label.name === name)?.id;
  const bug = labelId('Bug');
  const feature = labelId('Feature');

  const dueOn = (offset: number, pool: typeof cards) =>
    pool.filter((card) => within(card.due, dayStart(now, offset), dayStart(now, offset + 1))).length;
  const overdueCards = open
    .filter((card) => card.due !== null && card.due < now)
    .sort((a, b) => (a.due?.getTime() ?? 0) - (b.due?.getTime() ?? 0));
  const weekOffset: Record<WeekRange, number> = { TW: 0, LW: -1, '2W': -2 };
  const madeIn = (range: WeekRange) =>
    cards.filter((card) =>
      within(card.createdAt, weekStart(now, weekOffset[range]), weekStart(now, weekOffset[range] + 1)),
    );
  const perWeek = <T>(of: (range: WeekRange) => T) =>
    Object.fromEntries(weekRanges.map((range) => [range, of(range)])) as Record<WeekRange, T>;

  return {
    summary: {
      ranges: ['DY', 'DT', 'DTM'] as ('DY' | 'DT' | 'DTM')[],
      currentRange: 'DT' as const,
      count: { DY: dueOn(-1, cards), DT: dueOn(0, cards), DTM: dueOn(1, cards) },
      extra: {
        DY: dueOn(-1, cards.filter(isDone)),
        DT: dueOn(0, cards.filter(isDone)),
        DTM: dueOn(1, cards.filter(isDone)),
      },
    },
    overdue: {
      count: overdueCards.length,
      yesterday: overdueCards.filter((card) => within(card.due, dayStart(now, -1), dayStart(now))).length,
      cards: overdueCards.map((card) => ({ id: card.id, name: card.name, due: card.due?.toISOString() ?? '' })),
    },
    issues: {
      count: bug ? open.filter((card) => card.idLabels.includes(bug)).length : 0,
      closedToday: 0,
    },
    features: {
      count: feature ? open.filter((card) => card.idLabels.includes(feature)).length : 0,
      implemented: feature ? cards.filter((card) => isDone(card) && card.idLabels.includes(feature)).length : 0,
    },
    taskDistribution: {
      ranges: [...weekRanges],
      currentRange: 'TW' as const,
      labels: lists.map((list) => list.name),
      series: perWeek((range) => lists.map((list) => madeIn(range).filter((card) => card.listId === list.id).length)),
      overview: perWeek((range) => ({ new: madeIn(range).length, completed: madeIn(range).filter(isDone).length })),
    },
    teamMembers: members.map((member) => ({
      id: member.id,
      name: member.name,
      email: member.email,
      job: member.roles[0] ?? '',
      tasks: open.filter((card) => card.idMembers.includes(member.id)).length,
    })),
  };
}
