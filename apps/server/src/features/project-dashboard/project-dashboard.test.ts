import { randomUUID } from 'node:crypto';
import type { Project, ProjectWidgets } from '@conecta/contracts/project-dashboard';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, signInWithoutRole, type TestApp } from '../../test/test-app';

let t: TestApp;
const token = { user: '', staff: '', guest: '' };
type Who = keyof typeof token;
const base = '/api/project-dashboard-app';

beforeAll(async () => {
  t = await createTestApp();
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
  // An account without any role: signed in, but not allowed in.
  token.guest = await signInWithoutRole(t, 'guest-pd@conecta.example');
});
afterAll(() => t.close());

const get = (url: string, who: Who = 'user') => t.app.inject({ method: 'GET', url, headers: bearer(token[who]) });
async function ok<T>(url: string, who: Who = 'user'): Promise<T> {
  const response = await get(url, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await t.db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n);
}

describe('the project dashboard', () => {
  it('answers 401 without a token, 403 without a role, 400 naming a bad field, 404 for an unknown project', async () => {
    for (const url of [`${base}/projects`, `${base}/widgets`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await get(url, 'guest')).statusCode).toBe(403);
    }
    const bad = await get(`${base}/widgets?projectId=`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ codes: { projectId: 'projectDashboard.projectId' } });
    const unknown = await get(`${base}/widgets?projectId=${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'projectDashboard.notFound' });
  });

  it('lists the 4 sample projects, and only the boards the account is a member of', async () => {
    const mine = await ok<Project[]>(`${base}/projects`, 'user');
    // The sample user is on no board.
    expect(mine.map((project) => project.name)).toEqual([
      'Console de dispositivos',
      'Portabilidade em massa',
      'Segurança móvel',
      'Lojas conectadas',
    ]);
    const staffs = await ok<Project[]>(`${base}/projects`, 'staff');
    expect(staffs.map((project) => project.name)).toEqual([
      ...mine.map((project) => project.name),
      'Migração para eSIM',
      'Rede 5G: expansão',
    ]);
    const board = staffs[4];
    if (!board) throw new Error('no board');
    // A board the user is not on is not its project.
    expect((await get(`${base}/widgets?projectId=${board.id}`, 'user')).statusCode).toBe(404);
  });

  it('answers a sample project’s widgets with the spec’s ranges and weather defaults', async () => {
    const first = await ok<ProjectWidgets>(`${base}/widgets`);
    const [project] = await ok<Project[]>(`${base}/projects`);
    expect(first.projectId).toBe(project?.id);
    expect(first.fromBoard).toBe(false);
    expect(first.summary.ranges).toEqual(['DY', 'DT', 'DTM']);
    expect(first.taskDistribution.ranges).toEqual(['TW', 'LW', '2W']);
    expect(first.schedule.ranges).toEqual(['T', 'TM']);
    expect(first.weather).toMatchObject({ tempUnit: 'C', speedUnit: 'KMH' });
    expect(first.teamMembers.length).toBeGreaterThan(0);
    expect(first.budgetDetails.rows.length).toBeGreaterThan(0);
  });

  it('counts a scrumboard-backed project’s figures from the board itself', async () => {
    const board = (await ok<Project[]>(`${base}/projects`, 'staff')).find((p) => p.name === 'Migração para eSIM');
    if (!board) throw new Error('no board');
    const w = await ok<ProjectWidgets>(`${base}/widgets?projectId=${board.id}`, 'staff');
    expect(w.fromBoard).toBe(true);
    const id = board.id;
    const doneList = sql`(select id from scrumboard_lists where board_id = ${id} order by position desc, id desc limit 1)`;
    const overdue = await count(
      sql`select count(*) as n from scrumboard_cards where board_id = ${id} and due < now() and list_id <> ${doneList}`,
    );
    expect(overdue).toBeGreaterThan(0);
    expect(w.overdue.count).toBe(overdue);
    expect(w.overdue.cards).toHaveLength(overdue);
    const dueToday = await count(
      sql`select count(*) as n from scrumboard_cards where board_id = ${id} and due >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' and due < (date_trunc('day', now() at time zone 'UTC') + interval '1 day') at time zone 'UTC'`,
    );
    expect(w.summary.count.DT).toBe(dueToday);
    const total = await count(sql`select count(*) as n from scrumboard_cards where board_id = ${id}`);
    const lists = (await t.db.execute(
      sql`select name from scrumboard_lists where board_id = ${id} order by position, id`,
    )) as unknown as { rows: { name: string }[] };
    expect(w.taskDistribution.labels).toEqual(lists.rows.map((row) => row.name));
    // The sample cards were made this week: the donut of this week holds them all.
    expect(w.taskDistribution.series.TW.reduce((a, b) => a + b, 0)).toBe(total);
    expect(w.taskDistribution.series.LW.reduce((a, b) => a + b, 0)).toBe(0);
    const members = await count(sql`select count(*) as n from scrumboard_members where board_id = ${id}`);
    expect(w.teamMembers).toHaveLength(members);
    for (const member of w.teamMembers) {
      const load = await count(
        sql`select count(*) as n from scrumboard_cards where board_id = ${id} and list_id <> ${doneList} and id_members @> ${JSON.stringify([member.id])}::jsonb`,
      );
      expect(member.tasks, member.name).toBe(load);
    }
    expect(w.teamMembers.some((member) => member.tasks > 0)).toBe(true);
  });
});
