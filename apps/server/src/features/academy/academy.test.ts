import { randomUUID } from 'node:crypto';
import type { AcademyCategory, AcademyCourse, AcademyCourseSummary } from '@conecta/contracts/academy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, signInWithoutRole, type TestApp } from '../../test/test-app';

let t: TestApp;
const token = { user: '', staff: '', admin: '', guest: '' };
type Who = keyof typeof token;
const base = '/api/academy-app';

beforeAll(async () => {
  t = await createTestApp();
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
  token.admin = await signIn(t.app, 'admin@conecta.example', 'admin');
  // An account without any role: signed in, but not allowed in.
  token.guest = await signInWithoutRole(t, 'guest-academy@conecta.example');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: object, who: Who = 'user') =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: bearer(token[who]) });
async function ok<T>(method: Method, url: string, payload?: object, who: Who = 'user'): Promise<T> {
  const response = await call(method, url, payload, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const courses = (who: Who = 'user') => ok<AcademyCourseSummary[]>('GET', `${base}/courses`, undefined, who);
const course = (id: string, who: Who = 'user') =>
  ok<AcademyCourse>('GET', `${base}/course?courseId=${id}`, undefined, who);
const progress = (courseId: string, activeStep: number, who: Who = 'user') =>
  ok<AcademyCourse>('POST', `${base}/course/update`, { courseId, activeStep }, who);
const newCourse = {
  title: 'Curso de teste: chips',
  description: 'Um curso criado no teste',
  category: 'devices',
  length: 15,
  steps: [
    { title: 'Primeiro', content: '<p>Olá <script>alert(1)</script><b>mundo</b></p><img src="x" onerror="alert(1)">' },
    { title: 'Segundo', content: '<p>Fim</p>' },
  ],
};

describe('every Academy call is guarded, then validated', () => {
  const anyId = randomUUID();
  const calls: { method: Method; url: string; payload?: object; bad?: object | string; field?: string; role?: Who }[] =
    [
      { method: 'GET', url: `${base}/categories` },
      { method: 'GET', url: `${base}/courses` },
      { method: 'GET', url: `${base}/course?courseId=${anyId}`, bad: `${base}/course`, field: 'courseId' },
      {
        method: 'POST',
        url: `${base}/course/save`,
        payload: newCourse,
        bad: { ...newCourse, steps: [] },
        field: 'steps',
        role: 'staff',
      },
      {
        method: 'POST',
        url: `${base}/course/update`,
        payload: { courseId: anyId, activeStep: 1 },
        bad: { courseId: anyId, activeStep: -1 },
        field: 'activeStep',
      },
    ];

  it('answers 401 without a token, 403 without the role; course/save is staff only', async () => {
    for (const { method, url, payload, role } of calls) {
      const request = { method, url, ...(payload && { payload }) };
      expect((await t.app.inject(request)).statusCode, url).toBe(401);
      expect((await t.app.inject({ ...request, headers: bearer(token.guest) })).statusCode, url).toBe(403);
      if (role === 'staff') expect((await call(method, url, payload, 'user')).statusCode, url).toBe(403);
    }
  });

  it('answers 400 naming the field, with the sentence’s code', async () => {
    for (const { method, url, bad, field, role } of calls) {
      if (!bad || !field) continue;
      const response =
        typeof bad === 'string' ? await call('GET', bad, undefined, role) : await call(method, url, bad, role);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().error), url).toContain(field);
    }
    const untitled = await call('POST', `${base}/course/save`, { ...newCourse, title: ' ' }, 'staff');
    expect(untitled.json()).toMatchObject({ codes: { title: 'academy.title' } });
    const unknownCategory = await call('POST', `${base}/course/save`, { ...newCourse, category: 'nope' }, 'staff');
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json()).toMatchObject({ codes: { category: 'academy.category' } });
  });
});

describe('Academy', () => {
  it('has 4 categories (id, value, label, color) and at least 12 courses of several steps, listed without steps', async () => {
    const categories = await ok<AcademyCategory[]>('GET', `${base}/categories`);
    expect(categories).toHaveLength(4);
    expect(Object.keys(categories[0] ?? {}).sort()).toEqual(['color', 'id', 'label', 'value']);
    const list = await courses();
    expect(list.length).toBeGreaterThanOrEqual(12);
    for (const item of list) {
      expect(item).not.toHaveProperty('steps');
      expect(item.totalSteps).toBeGreaterThanOrEqual(3);
      expect(categories.map((category) => category.value)).toContain(item.category);
    }
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ['activeStep', 'category', 'description', 'id', 'length', 'slug', 'title', 'totalSteps', 'updated'].sort(),
    );
    const first = list[0];
    if (!first) throw new Error('no course');
    const full = await course(first.id);
    expect(full.steps).toHaveLength(first.totalSteps);
    expect(full.steps[0]).toMatchObject({
      id: expect.any(String),
      title: expect.any(String),
      content: expect.any(String),
    });
  });

  it('keeps each account’s own progress, within the course’s steps', async () => {
    const [first] = await courses();
    if (!first) throw new Error('no course');
    expect(first.activeStep).toBe(0);
    expect((await progress(first.id, 2)).activeStep).toBe(2);
    expect((await course(first.id)).activeStep).toBe(2);
    expect((await courses()).find((item) => item.id === first.id)?.activeStep).toBe(2);
    // Another account: its own step, untouched.
    expect((await course(first.id, 'staff')).activeStep).toBe(0);
    expect((await progress(first.id, 1, 'staff')).activeStep).toBe(1);
    expect((await course(first.id)).activeStep).toBe(2);
    // Past the last step it stops at the last one: the course is complete.
    const done = await progress(first.id, 50);
    expect(done.activeStep).toBe(done.totalSteps);
    const unknown = await call('POST', `${base}/course/update`, { courseId: randomUUID(), activeStep: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'academy.notFound' });
    expect((await call('GET', `${base}/course?courseId=not-a-uuid`)).statusCode).toBe(404);
  });

  it('staff add and change courses, steps in the order given, their HTML sanitised; answers the stored course', async () => {
    const saved = await ok<AcademyCourse>('POST', `${base}/course/save`, newCourse, 'staff');
    expect(saved).toMatchObject({ title: newCourse.title, slug: 'curso-de-teste-chips', totalSteps: 2, activeStep: 0 });
    expect(saved.steps[0]?.content).toBe('<p>Olá <b>mundo</b></p><img src="x" />');
    expect(await course(saved.id)).toEqual(saved);

    const reordered = await ok<AcademyCourse>(
      'POST',
      `${base}/course/save`,
      { ...newCourse, id: saved.id, title: 'Chips, revisto', steps: [...saved.steps].reverse() },
      'admin',
    );
    expect(reordered.steps.map((step) => step.id)).toEqual([...saved.steps].reverse().map((step) => step.id));
    expect(reordered.title).toBe('Chips, revisto');
    expect((await courses()).find((item) => item.id === saved.id)?.title).toBe('Chips, revisto');

    const missing = await call('POST', `${base}/course/save`, { ...newCourse, id: randomUUID() }, 'staff');
    expect(missing.statusCode).toBe(404);
    const byUser = await call('POST', `${base}/course/save`, { ...newCourse, id: saved.id, title: 'hack' });
    expect(byUser.statusCode).toBe(403);
    expect((await course(saved.id)).title).toBe('Chips, revisto');
  });
});
