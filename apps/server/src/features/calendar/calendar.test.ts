import { randomUUID } from 'node:crypto';
import type { CalendarEvent, CalendarEventFieldsInput, CalendarRecurrence } from '@conecta/contracts/calendar';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByEmail } from '../../accounts';
import { bearer, createTestApp, signIn, signInWithoutRole, type TestApp } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { todoItems } from '../todo';
import { nextReminderAt } from './reminders';
import { calendarSampleTitles } from './seed';

const sampleTitles = new Set(calendarSampleTitles);

let t: TestApp;
const token = { user: '', staff: '', guest: '' };
type Who = keyof typeof token;
const base = '/api/calendar-app';

beforeAll(async () => {
  t = await createTestApp();
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
  // An account without any role: signed in, but not allowed in.
  token.guest = await signInWithoutRole(t, 'guest-calendar@conecta.example');
}, 240_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: object, who: Who = 'user') =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: bearer(token[who]) });

async function events(start: string, end: string, who: Who = 'user'): Promise<CalendarEvent[]> {
  const response = await call('GET', `${base}/events?start=${start}&end=${end}`, undefined, who);
  expect(response.statusCode, response.body).toBe(200);
  // The sample events repeat for ever: each test looks at its own.
  return (response.json() as CalendarEvent[]).filter((event) => !sampleTitles.has(event.title));
}
async function add(newEvent: CalendarEventFieldsInput, who: Who = 'user'): Promise<CalendarEvent> {
  const response = await call('POST', `${base}/add-event`, { newEvent }, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function update(event: CalendarEvent, changes: Partial<CalendarEvent>, scope?: string) {
  const response = await call('POST', `${base}/update-event`, {
    event: { ...event, ...changes },
    ...(scope && { scope }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Promise<CalendarEvent>;
}
async function remove(eventId: string, scope?: string) {
  const response = await call('POST', `${base}/remove-event`, { eventId, ...(scope && { scope }) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toBe(eventId);
}
const summary = (list: CalendarEvent[]) => list.map((event) => `${event.start} ${event.title}`);

describe('every Calendar call is guarded and validated', () => {
  const anyId = randomUUID();
  const event = { title: 'x', start: '2031-01-01T10:00:00Z', end: '2031-01-01T11:00:00Z' };
  const calls: { method: Method; url: string; payload?: object; bad?: object | string; field?: string }[] = [
    {
      method: 'GET',
      url: `${base}/events`,
      bad: `${base}/events?start=2031-02-01T00:00:00Z&end=2031-01-01T00:00:00Z`,
      field: 'end',
    },
    {
      method: 'POST',
      url: `${base}/add-event`,
      payload: { newEvent: event },
      bad: { newEvent: { ...event, title: ' ' } },
      field: 'newEvent.title',
    },
    {
      method: 'POST',
      url: `${base}/update-event`,
      payload: { event: { ...event, id: anyId } },
      bad: { event: { ...event, id: anyId, end: '2030-12-31T00:00:00Z' } },
      field: 'event.end',
    },
    {
      method: 'POST',
      url: `${base}/remove-event`,
      payload: { eventId: anyId },
      bad: { eventId: '' },
      field: 'eventId',
    },
    { method: 'GET', url: `${base}/todos`, bad: `${base}/todos?start=yesterday`, field: 'start' },
    { method: 'GET', url: `${base}/export` },
    { method: 'GET', url: `${base}/reminders` },
    { method: 'GET', url: `${base}/subscription` },
    { method: 'POST', url: `${base}/subscription/reset` },
    { method: 'POST', url: `${base}/import`, payload: { ics: 'x' }, bad: { ics: '' }, field: 'ics' },
  ];

  it('answers 401 without a token and 403 to an account without the user role', async () => {
    for (const { method, url, payload } of calls) {
      const request = { method, url, ...(payload && { payload }) };
      expect((await t.app.inject(request)).statusCode, url).toBe(401);
      expect((await t.app.inject({ ...request, headers: bearer(token.guest) })).statusCode, url).toBe(403);
    }
  });

  it('answers 400 naming the field, with the sentence’s code', async () => {
    for (const { method, url, bad, field } of calls) {
      if (!bad || !field) continue;
      const response = typeof bad === 'string' ? await call('GET', bad) : await call(method, url, bad);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().error), url).toContain(field);
    }
    const backwards = await call('POST', `${base}/add-event`, { newEvent: { ...event, end: '2031-01-01T09:00:00Z' } });
    expect(backwards.json()).toMatchObject({ codes: { 'newEvent.end': 'calendar.end' } });
    const badRule = await call('POST', `${base}/add-event`, {
      newEvent: { ...event, recurrence: { freq: 'hourly' } },
    });
    expect(badRule.statusCode).toBe(400);
    const badZone = await call('POST', `${base}/add-event`, { newEvent: { ...event, timeZone: 'Mars/Olympus' } });
    expect(badZone.json()).toMatchObject({ codes: { 'newEvent.timeZone': 'calendar.timeZone' } });
    for (const reminder of [-1, 40_321, 1.5, '15']) {
      const badReminder = await call('POST', `${base}/add-event`, { newEvent: { ...event, reminder } });
      expect(badReminder.statusCode, String(reminder)).toBe(400);
      expect(badReminder.json()).toMatchObject({ codes: { 'newEvent.reminder': 'calendar.reminder' } });
    }
  });
});

describe('Calendar: the account’s events', () => {
  it('start with at least 14 sample events around the current month, some repeating', async () => {
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString();
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)).toISOString();
    const list: CalendarEvent[] = (
      await call('GET', `${base}/events?start=${from}&end=${to}`, undefined, 'staff')
    ).json();
    const titles = new Set(list.map((event) => event.title));
    expect(titles.size).toBeGreaterThanOrEqual(14);
    expect(list.filter((event) => event.title === 'Reunião semanal da equipe').length).toBeGreaterThanOrEqual(8);
    expect(list.find((event) => event.title === 'Reunião semanal da equipe')).toMatchObject({
      recurrence: { freq: 'weekly', byWeekday: ['MO'] },
    });
  });

  it('are added, changed and removed; the answers are the stored event and the removed id', async () => {
    const added = await add({
      title: 'Visita técnica',
      start: '2031-03-10T13:00:00.000Z',
      end: '2031-03-10T14:00:00.000Z',
      desc: 'Levar chips',
    });
    expect(added).toMatchObject({
      title: 'Visita técnica',
      allDay: false,
      desc: 'Levar chips',
      seriesId: null,
      recurrence: null,
    });
    expect(await events('2031-03-01T00:00:00Z', '2031-04-01T00:00:00Z')).toEqual([added]);

    const changed = await update(added, {
      title: 'Visita técnica (remarcada)',
      start: '2031-03-11T13:00:00.000Z',
      end: '2031-03-11T15:00:00.000Z',
    });
    expect(changed).toEqual({
      ...added,
      title: 'Visita técnica (remarcada)',
      start: '2031-03-11T13:00:00.000Z',
      end: '2031-03-11T15:00:00.000Z',
    });
    expect(await events('2031-03-01T00:00:00Z', '2031-04-01T00:00:00Z')).toEqual([changed]);

    await remove(added.id);
    expect(await events('2031-03-01T00:00:00Z', '2031-04-01T00:00:00Z')).toEqual([]);
    expect((await call('POST', `${base}/remove-event`, { eventId: added.id })).statusCode).toBe(404);
  });

  it('are each account’s own: another account’s id is not found', async () => {
    const mine = await add({ title: 'Só meu', start: '2031-04-02T10:00:00Z', end: '2031-04-02T11:00:00Z' });
    const series = await add({
      title: 'Só minha série',
      start: '2031-04-03T10:00:00Z',
      end: '2031-04-03T11:00:00Z',
      recurrence: { freq: 'daily', until: '2031-04-10' },
    });
    for (const id of [mine.id, series.id, `${series.id}:2031-04-04T10:00:00.000Z`]) {
      const response = await call('POST', `${base}/remove-event`, { eventId: id }, 'staff');
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ code: 'calendar.notFound' });
      expect((await call('POST', `${base}/update-event`, { event: { ...mine, id } }, 'staff')).statusCode).toBe(404);
    }
    expect(await events('2031-04-01T00:00:00Z', '2031-04-03T00:00:00Z', 'staff')).toEqual([]);
    // Not an occurrence of the series, and not an id at all.
    for (const id of [`${series.id}:2031-04-04T11:00:00.000Z`, 'not-an-id', `${series.id}:soon`]) {
      expect((await call('POST', `${base}/remove-event`, { eventId: id })).statusCode, id).toBe(404);
    }
  });
});

describe('Calendar: repeating events', () => {
  it('expand weekly on the chosen days, keeping 09:00 in Lisbon across the end of summer time', async () => {
    // Lisbon leaves summer time (UTC+1) on Sunday 2030-10-27.
    const series = await add({
      title: 'Reunião',
      start: '2030-10-14T08:00:00.000Z',
      end: '2030-10-14T09:00:00.000Z',
      timeZone: 'Europe/Lisbon',
      recurrence: { freq: 'weekly', byWeekday: ['MO', 'TH'], count: 5 },
    });
    expect(series.seriesId).toBe(series.id);
    const list = await events('2030-10-01T00:00:00Z', '2030-12-01T00:00:00Z');
    expect(list.map((event) => event.start)).toEqual([
      '2030-10-14T08:00:00.000Z',
      '2030-10-17T08:00:00.000Z',
      '2030-10-21T08:00:00.000Z',
      '2030-10-24T08:00:00.000Z',
      '2030-10-28T09:00:00.000Z',
    ]);
    expect(list[4]).toMatchObject({
      id: `${series.id}:2030-10-28T09:00:00.000Z`,
      seriesId: series.id,
      end: '2030-10-28T10:00:00.000Z',
    });
    await remove(series.id, 'all');
  });

  it('expand daily, monthly and yearly, until a date or a count, only in the asked range', async () => {
    await add({
      title: 'Diário',
      start: '2032-01-30T07:00:00Z',
      end: '2032-01-30T07:30:00Z',
      recurrence: { freq: 'daily', interval: 2, until: '2032-02-05' },
    });
    await add({
      title: 'Mensal',
      start: '2032-01-15T12:00:00Z',
      end: '2032-01-15T13:00:00Z',
      recurrence: { freq: 'monthly', count: 2 },
    });
    await add({
      title: 'Anual',
      start: '2031-02-03T00:00:00Z',
      end: '2031-02-04T00:00:00Z',
      allDay: true,
      recurrence: { freq: 'yearly', count: 2 },
    });
    expect(summary(await events('2032-02-01T00:00:00Z', '2032-03-01T00:00:00Z'))).toEqual([
      '2032-02-01T07:00:00.000Z Diário',
      '2032-02-03T00:00:00.000Z Anual',
      '2032-02-03T07:00:00.000Z Diário',
      '2032-02-05T07:00:00.000Z Diário',
      '2032-02-15T12:00:00.000Z Mensal',
    ]);
    expect(summary(await events('2032-03-01T00:00:00Z', '2032-04-01T00:00:00Z'))).toEqual([]);
  });

  it('change one occurrence alone: only that one moves, and it can be moved again', async () => {
    const series = await add({
      title: 'Plantão',
      start: '2033-05-02T09:00:00.000Z',
      end: '2033-05-02T10:00:00.000Z',
      recurrence: { freq: 'weekly', until: '2033-05-31' },
    });
    const range = ['2033-05-01T00:00:00Z', '2033-06-01T00:00:00Z'] as const;
    const second = (await events(...range))[1] as CalendarEvent;
    expect(second.id).toBe(`${series.id}:2033-05-09T09:00:00.000Z`);
    const moved = await update(second, { start: '2033-05-10T14:00:00.000Z', end: '2033-05-10T15:00:00.000Z' }, 'one');
    expect(moved).toMatchObject({ seriesId: series.id, recurrenceId: '2033-05-09T09:00:00.000Z', recurrence: null });
    expect((await events(...range)).map((event) => event.start)).toEqual([
      '2033-05-02T09:00:00.000Z',
      '2033-05-10T14:00:00.000Z',
      '2033-05-16T09:00:00.000Z',
      '2033-05-23T09:00:00.000Z',
      '2033-05-30T09:00:00.000Z',
    ]);
    // The occurrence's old id still names it; the changed copy is changed again in place.
    const again = await update(moved, { title: 'Plantão extra' }, 'one');
    expect(again.id).toBe(moved.id);
    expect((await events(...range)).filter((event) => event.title === 'Plantão extra')).toHaveLength(1);
    await remove(`${series.id}:2033-05-09T09:00:00.000Z`, 'one');
    expect((await events(...range)).map((event) => event.start)).toHaveLength(4);
  });

  it('change this and the following: the series splits there, a count shared between the two', async () => {
    const series = await add({
      title: 'Aula',
      start: '2034-03-01T18:00:00.000Z',
      end: '2034-03-01T19:00:00.000Z',
      recurrence: { freq: 'daily', count: 6 },
    });
    const range = ['2034-03-01T00:00:00Z', '2034-04-01T00:00:00Z'] as const;
    const fourth = (await events(...range))[3] as CalendarEvent;
    const split = await update(
      fourth,
      { title: 'Aula avançada', start: '2034-03-04T19:00:00.000Z', end: '2034-03-04T20:00:00.000Z' },
      'following',
    );
    expect(split.id).not.toBe(series.id);
    expect(split.recurrence).toMatchObject({ freq: 'daily', count: 3 });
    expect(summary(await events(...range))).toEqual([
      '2034-03-01T18:00:00.000Z Aula',
      '2034-03-02T18:00:00.000Z Aula',
      '2034-03-03T18:00:00.000Z Aula',
      '2034-03-04T19:00:00.000Z Aula avançada',
      '2034-03-05T19:00:00.000Z Aula avançada',
      '2034-03-06T19:00:00.000Z Aula avançada',
    ]);
    // Removing from the second on leaves the first alone.
    await remove(`${series.id}:2034-03-02T18:00:00.000Z`, 'following');
    expect(summary(await events(...range)).filter((line) => line.endsWith(' Aula'))).toEqual([
      '2034-03-01T18:00:00.000Z Aula',
    ]);
  });

  it('change all: every occurrence moves by the same wall-clock time, weekly days with it; a changed one stays changed', async () => {
    const series = await add({
      title: 'Backup',
      start: '2035-01-01T20:00:00.000Z',
      end: '2035-01-01T21:00:00.000Z',
      recurrence: { freq: 'weekly', byWeekday: ['MO', 'TU'], until: '2035-01-16' },
    });
    const range = ['2035-01-01T00:00:00Z', '2035-02-01T00:00:00Z'] as const;
    const list = await events(...range);
    expect(list.map((event) => event.start.slice(0, 10))).toEqual([
      '2035-01-01',
      '2035-01-02',
      '2035-01-08',
      '2035-01-09',
      '2035-01-15',
      '2035-01-16',
    ]);
    await update(list[5] as CalendarEvent, { title: 'Backup mensal' }, 'one');
    // Drag Monday the 8th to Tuesday the 9th at 21:00: Mondays and Tuesdays become Tuesdays and Wednesdays.
    await update(
      list[2] as CalendarEvent,
      { title: 'Backup noturno', start: '2035-01-09T21:00:00.000Z', end: '2035-01-09T22:00:00.000Z' },
      'all',
    );
    expect(summary(await events(...range))).toEqual([
      '2035-01-02T21:00:00.000Z Backup noturno',
      '2035-01-03T21:00:00.000Z Backup noturno',
      '2035-01-09T21:00:00.000Z Backup noturno',
      '2035-01-10T21:00:00.000Z Backup noturno',
      '2035-01-16T20:00:00.000Z Backup mensal',
      '2035-01-16T21:00:00.000Z Backup noturno',
    ]);
    await remove(series.id, 'all');
    expect(await events(...range)).toEqual([]);
  });
});

describe('Calendar: iCalendar', () => {
  it('exports series, removed dates and changed occurrences that ical.js reads back; subscribes and imports', async () => {
    const series = await add({
      title: 'Revisão semanal',
      desc: 'Com a equipe',
      start: '2036-03-24T09:00:00.000Z',
      end: '2036-03-24T10:00:00.000Z',
      timeZone: 'Europe/Lisbon',
      recurrence: { freq: 'weekly', count: 4 },
    });
    const range = ['2036-03-20T00:00:00Z', '2036-05-01T00:00:00Z'] as const;
    const list = await events(...range);
    // Across the start of summer time (2036-03-30) 09:00 stays 09:00 in Lisbon.
    expect(list.map((event) => event.start)).toEqual([
      '2036-03-24T09:00:00.000Z',
      '2036-03-31T08:00:00.000Z',
      '2036-04-07T08:00:00.000Z',
      '2036-04-14T08:00:00.000Z',
    ]);
    await update(list[1] as CalendarEvent, { title: 'Revisão mensal' }, 'one');
    await remove((list[2] as CalendarEvent).id, 'one');

    const exported = await call('GET', `${base}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(exported.body));
    const vevents = calendar
      .getAllSubcomponents('vevent')
      .filter((v) => v.getFirstPropertyValue('uid') === `${series.id}@conecta`);
    expect(vevents).toHaveLength(2);
    const master = vevents.find((v) => !v.hasProperty('recurrence-id')) as ICAL.Component;
    expect(master.getFirstPropertyValue('summary')).toBe('Revisão semanal');
    expect(master.getFirstPropertyValue('description')).toBe('Com a equipe');
    expect(master.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Lisbon');
    expect(String(master.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY;COUNT=4');
    expect(master.getAllProperties('exdate').map((p) => String(p.getFirstValue()))).toEqual([
      '2036-03-31T09:00:00',
      '2036-04-07T09:00:00',
    ]);
    const changed = vevents.find((v) => v.hasProperty('recurrence-id')) as ICAL.Component;
    expect(changed.getFirstPropertyValue('summary')).toBe('Revisão mensal');
    expect(String(changed.getFirstPropertyValue('recurrence-id'))).toBe('2036-03-31T09:00:00');
    // Expanded by ical.js: four occurrences in the rule, minus the two removed or changed.
    const iterator = new ICAL.Event(master).iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) starts.push(next.toString());
    expect(starts.filter((s) => !['2036-03-31T09:00:00', '2036-04-07T09:00:00'].includes(s))).toEqual([
      '2036-03-24T09:00:00',
      '2036-04-14T09:00:00',
    ]);

    // The private address needs no token; a new one retires the old.
    const subscription = (await call('GET', `${base}/subscription`)).json() as { path: string };
    expect(subscription.path).toMatch(/^\/api\/calendar-app\/subscription\/[\w-]{20,}\.ics$/);
    expect((await call('GET', `${base}/subscription`)).json()).toEqual(subscription);
    const feed = await t.app.inject({ method: 'GET', url: subscription.path });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('SUMMARY:Revisão semanal');
    const reset = (await call('POST', `${base}/subscription/reset`)).json() as { path: string };
    expect(reset.path).not.toBe(subscription.path);
    expect((await t.app.inject({ method: 'GET', url: subscription.path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: reset.path })).statusCode).toBe(200);

    // The staff account imports the user's export: the same occurrences.
    const imported = await call('POST', `${base}/import`, { ics: exported.body }, 'staff');
    expect(imported.statusCode, imported.body).toBe(200);
    const theirs = await events(...range, 'staff');
    expect(theirs.filter((e) => e.title === 'Revisão semanal').map((e) => e.start)).toEqual([
      '2036-03-24T09:00:00.000Z',
      '2036-04-14T08:00:00.000Z',
    ]);
    expect((await call('POST', `${base}/import`, { ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' })).json()).toMatchObject({
      code: 'calendar.icsEmpty',
    });
    expect((await call('POST', `${base}/import`, { ics: 'not a calendar' })).json()).toMatchObject({
      code: 'calendar.icsInvalid',
    });
  });
});

describe('Calendar: to-dos', () => {
  it('shows the account’s to-dos with a due date in the range, not deleted ones', async () => {
    const account = await findAccountByEmail(t.db, 'user@conecta.example');
    if (!account) throw new Error('No user account');
    const accountId = account.id;
    await t.db.insert(todoItems).values([
      { accountId, title: 'Pagar a fatura', dueDate: new Date('2037-06-10T12:00:00Z'), position: 1 },
      { accountId, title: 'Apagado', dueDate: new Date('2037-06-11T12:00:00Z'), position: 2, deleted: true },
      { accountId, title: 'Sem data', position: 3 },
    ]);
    const response = await call('GET', `${base}/todos?start=2037-06-01T00:00:00Z&end=2037-07-01T00:00:00Z`);
    expect(response.json()).toEqual([
      expect.objectContaining({ title: 'Pagar a fatura', due: '2037-06-10T12:00:00.000Z', completed: false }),
    ]);
  });
});

describe('Calendar: reminders', () => {
  const minute = 60_000;
  const weekly: CalendarRecurrence = { freq: 'weekly', interval: 1, byWeekday: [], until: null, count: null };

  it('are due the lead before each start still to come, removed occurrences skipped', () => {
    const start = new Date('2031-03-03T09:00:00Z');
    const single = {
      start,
      end: new Date('2031-03-03T10:00:00Z'),
      timeZone: 'UTC',
      recurrence: null,
      exdates: [],
      reminderMinutes: 15,
    };
    expect(nextReminderAt(single, new Date('2031-03-01T00:00:00Z'))?.toISOString()).toBe('2031-03-03T08:45:00.000Z');
    expect(nextReminderAt(single, new Date('2031-03-03T08:50:00Z'))).toBeNull();
    expect(nextReminderAt({ ...single, reminderMinutes: null }, new Date('2031-03-01T00:00:00Z'))).toBeNull();
    const series = { ...single, recurrence: weekly, exdates: ['2031-03-10T09:00:00.000Z'] };
    // Fired for the 3rd: the next is the 17th, the 10th being removed.
    expect(nextReminderAt(series, new Date('2031-03-03T08:45:00Z'))?.toISOString()).toBe('2031-03-17T08:45:00.000Z');
    // A week's lead (7 × 24 h) before a weekly 09:00 in Lisbon: the occurrence after summer time begins (30 March)
    // is at 09:00 there, 08:00 UTC.
    const lisbon = {
      ...single,
      start: new Date('2031-03-17T09:00:00Z'),
      end: new Date('2031-03-17T10:00:00Z'),
      timeZone: 'Europe/Lisbon',
      recurrence: weekly,
      reminderMinutes: 10_080,
    };
    expect(nextReminderAt(lisbon, new Date('2031-03-24T00:00:00Z'))?.toISOString()).toBe('2031-03-24T08:00:00.000Z');
  });

  it('fire on the server with no client calling, are listed until the occurrence ends, each account its own', async () => {
    const start = new Date(Date.now() + 5 * minute + 700);
    const event = await add({
      title: 'Reunião com lembrete',
      start: start.toISOString(),
      end: new Date(start.getTime() + 30 * minute).toISOString(),
      reminder: 5,
    });
    expect(event.reminder).toBe(5);
    const reminders = () => call('GET', `${base}/reminders`).then((response) => response.json() as Promise<unknown[]>);
    const fired = await waitFor(reminders, (list) =>
      list.some((item) => (item as { eventId: string }).eventId === event.id),
    );
    expect(fired).toContainEqual({
      type: 'calendar-reminder',
      eventId: event.id,
      title: 'Reunião com lembrete',
      start: event.start,
      allDay: false,
    });
    const others = (await call('GET', `${base}/reminders`, undefined, 'staff')).json() as { eventId: string }[];
    expect(others.map((item) => item.eventId)).not.toContain(event.id);
    // Moved to tomorrow: no longer listed as fired, and due again then.
    const tomorrow = new Date(start.getTime() + 86_400_000);
    await update(event, {
      start: tomorrow.toISOString(),
      end: new Date(tomorrow.getTime() + 30 * minute).toISOString(),
    });
    expect((await reminders()).map((item) => (item as { eventId: string }).eventId)).not.toContain(event.id);
    await remove(event.id);
  });

  it('fire for the next occurrence of a series, named by its occurrence id', async () => {
    // A daily series begun yesterday, whose today's occurrence starts in a minute and a bit: reminded a minute before.
    // Occurrences are kept to the second.
    const today = new Date(Math.ceil((Date.now() + minute) / 1000) * 1000 + 1000);
    const first = new Date(today.getTime() - 86_400_000);
    const series = await add({
      title: 'Diária com lembrete',
      start: first.toISOString(),
      end: new Date(first.getTime() + 15 * minute).toISOString(),
      recurrence: { ...weekly, freq: 'daily' },
      reminder: 1,
    });
    const occurrence = `${series.id}:${today.toISOString()}`;
    await waitFor(
      () => call('GET', `${base}/reminders`).then((response) => response.json() as Promise<{ eventId: string }[]>),
      (list) => list.some((item) => item.eventId === occurrence),
    );
    await remove(series.id);
  });

  it('travel in the iCalendar file as a display alarm, both ways', async () => {
    const event = await add({
      title: 'Alarme exportado',
      start: '2032-05-04T14:00:00Z',
      end: '2032-05-04T15:00:00Z',
      reminder: 30,
    });
    const ics = (await call('GET', `${base}/export`)).body;
    const exported = new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents('vevent')
      .find((vevent) => vevent.getFirstPropertyValue('summary') === 'Alarme exportado');
    const trigger = exported?.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger');
    expect(String(trigger)).toBe('-PT30M');
    await remove(event.id);
    const imported = await call('POST', `${base}/import`, {
      ics: ics.replace('Alarme exportado', 'Alarme importado'),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const back = (await events('2032-05-04T00:00:00Z', '2032-05-05T00:00:00Z')).find(
      (item) => item.title === 'Alarme importado',
    );
    expect(back?.reminder).toBe(30);
  });
});
