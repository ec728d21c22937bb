import { randomUUID } from 'node:crypto';
import type { Note, NoteLabel, NotesPage } from '@conecta/contracts/notes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createScratchDatabase,
  createTestApp,
  signIn,
  signInWithoutRole,
  type TestApp,
} from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { makeImage, multipartBody } from '../../uploads/test-files';

let t: TestApp;
const token = { user: '', staff: '', guest: '' };
type Who = keyof typeof token;
const base = '/api/notes-app';

beforeAll(async () => {
  t = await createTestApp();
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
  // An account without any role: signed in, but not allowed in.
  token.guest = await signInWithoutRole(t, 'guest-notes@conecta.example');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (method: Method, path: string, payload?: object, who: Who = 'user') =>
  t.app.inject({ method, url: `${base}${path}`, ...(payload && { payload }), headers: bearer(token[who]) });
async function list(query = '', who: Who = 'user'): Promise<NotesPage> {
  const response = await call('GET', `/notes${query}`, undefined, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function labels(who: Who = 'user'): Promise<NoteLabel[]> {
  const response = await call('GET', '/labels', undefined, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function create(note: object, who: Who = 'user'): Promise<Note> {
  const response = await call('POST', '/create-note', { note }, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function update(note: Note, who: Who = 'user') {
  return call('POST', '/update-note', { note }, who);
}
const titles = (page: NotesPage) => page.items.map((item) => item.title);

describe('every Notes call is guarded and validated', () => {
  const anyId = randomUUID();
  const calls: { method: Method; path: string; payload?: object; bad?: object | string; field?: string }[] = [
    { method: 'GET', path: '/notes', bad: '/notes?filter=trash', field: 'filter' },
    { method: 'GET', path: '/labels' },
    {
      method: 'POST',
      path: '/create-note',
      payload: { note: {} },
      bad: { note: { title: 'x'.repeat(201) } },
      field: 'note.title',
    },
    {
      method: 'POST',
      path: '/update-note',
      payload: { note: { id: anyId, version: 1 } },
      bad: { note: { id: anyId, version: 0 } },
      field: 'note.version',
    },
    {
      method: 'POST',
      path: '/update-labels',
      payload: { labels: [] },
      bad: { labels: [{ name: ' ' }] },
      field: 'labels.0.name',
    },
    { method: 'POST', path: '/remove-note', payload: { noteId: anyId }, bad: { noteId: 'nope' }, field: 'noteId' },
    { method: 'GET', path: '/reminders/fired' },
    { method: 'POST', path: '/reminders/dismiss', payload: { noteId: anyId }, bad: {}, field: 'noteId' },
  ];

  it('answers 401 without a token and 403 to an account without the user role', async () => {
    for (const { method, path, payload } of calls) {
      const request = { method, url: `${base}${path}`, ...(payload && { payload }) };
      expect((await t.app.inject(request)).statusCode, path).toBe(401);
      expect((await t.app.inject({ ...request, headers: bearer(token.guest) })).statusCode, path).toBe(403);
    }
  });

  it('answers 400 naming the field, with the sentence’s code', async () => {
    for (const { method, path, bad, field } of calls) {
      if (!bad || !field) continue;
      const response = typeof bad === 'string' ? await call('GET', bad) : await call(method, path, bad);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().error), path).toContain(field);
    }
    const outside = await call('POST', '/create-note', { note: { image: 'https://evil.example/x.png' } });
    expect(outside.json()).toMatchObject({
      error: { 'note.image': 'The image must be one uploaded to the console' },
      codes: { 'note.image': 'notes.image' },
    });
    const farDate = await call('POST', '/create-note', { note: { reminder: '+010000-01-01T00:00:00Z' } });
    expect(farDate.statusCode).toBe(400);
    expect(farDate.json().codes).toMatchObject({ 'note.reminder': 'notes.reminder' });
    const twice = await call('POST', '/update-labels', { labels: [{ name: 'Casa' }, { name: 'casa' }] });
    expect(twice.statusCode).toBe(400);
    expect(Object.values(twice.json().codes)).toContain('notes.labelTaken');
    const surrogate = await call('POST', '/create-note', { note: { title: 'a\ud800b' } });
    expect(surrogate.statusCode).toBe(400);
  });
});

describe('the notes and labels of an account', () => {
  it('start with sample notes and labels, the archive and the reminders apart', async () => {
    const all = await list();
    expect(all.items.length).toBeGreaterThanOrEqual(5);
    expect(all.items.every((note) => !note.archive)).toBe(true);
    // Every field of the spec, under its name.
    expect(Object.keys(all.items[0] ?? {})).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'description',
        'archive',
        'image',
        'time',
        'reminder',
        'checklist',
        'labels',
      ]),
    );
    const times = all.items.map((note) => Date.parse(note.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(titles(await list('?filter=archive'))).toEqual(['Old router models']);
    const reminders = await list('?filter=reminders');
    expect(reminders.items.length).toBe(3);
    expect(reminders.items.every((note) => note.reminder && !note.archive)).toBe(true);
    expect((await labels()).map((label) => label.name)).toEqual([
      'Family',
      'Friends',
      'Personal',
      'Priority',
      'Tasks',
      'Work',
    ]);
    // Another account has its own.
    const staffLabels = await labels('staff');
    expect(staffLabels.map((label) => label.id)).not.toContain((await labels())[0]?.id);
  });

  it('lists a label’s notes, searches title, description and checklist in the database, and pages', async () => {
    const work = (await labels()).find((label) => label.handle === 'work');
    if (!work) throw new Error('no Work label');
    const workNotes = await list(`?labelId=${work.id}`);
    expect(workNotes.items.length).toBeGreaterThan(0);
    expect(workNotes.items.every((note) => note.labels.includes(work.id) && !note.archive)).toBe(true);
    expect(titles(await list('?q=SENHAS'))).toEqual(['Senhas do Wi-Fi da loja']);
    expect(titles(await list('?q=cafe'))).toEqual(['Lista de compras']);
    expect(titles(await list('?q=propostas'))).toEqual(['Renovar o seguro da frota']);
    const first = await list('?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBeTruthy();
    const second = await list(`?limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.items.map((n) => n.id)).not.toContain(first.items[0]?.id);
  });

  it('creates a note with a generated uuid, placed first, keeping only the account’s labels', async () => {
    const [family] = await labels();
    const staffLabel = (await labels('staff'))[0]?.id ?? '';
    const note = await create({
      title: 'Nova nota',
      description: '<img src=x onerror=alert(1)>',
      checklist: [{ id: 'a', text: 'Primeiro', checked: false }],
      labels: [family?.id, staffLabel],
    });
    expect(note.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(note).toMatchObject({ version: 1, archive: false, image: '', reminder: null, labels: [family?.id] });
    // The description is kept as the text it is (the web shows it as text, never as HTML).
    expect(note.description).toBe('<img src=x onerror=alert(1)>');
    expect((await list()).items[0]?.id).toBe(note.id);
    // A retried create with the same id gives the same note, not a second one.
    const again = await create({ id: note.id, title: 'Nova nota' });
    expect(again.id).toBe(note.id);
    expect((await list()).items.filter((n) => n.id === note.id)).toHaveLength(1);
    // Another account's note id is not taken over.
    expect((await call('POST', '/create-note', { note: { id: note.id } }, 'staff')).statusCode).toBe(404);
  });

  it('updates with the version edited; a stale save is a 409 with the current note; archive moves it', async () => {
    const note = await create({ title: 'Versões' });
    const saved = await update({ ...note, title: 'Versões 2', checklist: [{ id: 'x', text: 'Item', checked: true }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Versões 2', version: 2, checklist: [{ checked: true }] });
    // The second tab still holds version 1: its save is refused and the newer note is sent back.
    const stale = await update({ ...note, title: 'Outra aba' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'notes.stale',
      current: { id: note.id, title: 'Versões 2', version: 2 },
    });
    const archived = await update({ ...(saved.json() as Note), archive: true });
    expect(archived.json()).toMatchObject({ archive: true, version: 3 });
    expect((await list('?filter=archive')).items.map((n) => n.id)).toContain(note.id);
    expect((await list()).items.map((n) => n.id)).not.toContain(note.id);
    // Another account's note, a missing one: 404, never 409.
    expect((await update(archived.json(), 'staff')).statusCode).toBe(404);
    expect((await update({ ...note, id: randomUUID() })).statusCode).toBe(404);
  });

  it('creates, renames and deletes labels with update-labels; a deleted label leaves every note', async () => {
    const before = await labels();
    const friends = before.find((label) => label.name === 'Friends');
    const family = before.find((label) => label.name === 'Family');
    if (!friends || !family) throw new Error('sample labels missing');
    const tagged = await create({ title: 'Rótulos', labels: [friends.id, family.id] });
    const kept = before.filter((label) => label.id !== friends.id);
    const response = await call('POST', '/update-labels', {
      labels: [
        ...kept.map((label) => (label.id === family.id ? { ...label, name: 'Família Silva' } : label)),
        { name: 'Viagens' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const after: NoteLabel[] = response.json();
    expect(after.map((label) => label.name)).toContain('Família Silva');
    expect(after.find((label) => label.id === family.id)?.handle).toBe('familia-silva');
    expect(after.find((label) => label.name === 'Viagens')?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(after.map((label) => label.id)).not.toContain(friends.id);
    const reread = (await list('?q=Rótulos')).items.find((note) => note.id === tagged.id);
    expect(reread?.labels).toEqual([family.id]);
    // The note's version did not move: a tab editing it saves without a conflict.
    expect(reread?.version).toBe(tagged.version);
    // The other account's labels did not change.
    expect((await labels('staff')).map((label) => label.name)).toContain('Friends');
  });

  it('removes a note (answering its id) and refuses another account’s', async () => {
    const note = await create({ title: 'Apagar' });
    expect((await call('POST', '/remove-note', { noteId: note.id }, 'staff')).statusCode).toBe(404);
    const removed = await call('POST', '/remove-note', { noteId: note.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toBe(note.id);
    expect((await call('POST', '/remove-note', { noteId: note.id })).statusCode).toBe(404);
  });

  it('takes an image through the upload module, shows it to its owner only, and lets it go with the note', async () => {
    const { payload, headers } = await multipartBody(await makeImage('png', 40, 30), {
      fileName: 'a.png',
      type: 'image/png',
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${base}/images`,
      payload,
      headers: { ...bearer(token.user), ...headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { url } = uploaded.json() as { url: string };
    const note = await create({ title: 'Com imagem', image: url });
    expect(note.image).toBe(url);
    expect((await t.app.inject({ url, headers: bearer(token.user) })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: bearer(token.staff) })).statusCode).toBe(404);
    // Not an image: refused by the bytes, whatever the name says.
    const text = await multipartBody(Buffer.from('just text'), { fileName: 'b.png', type: 'image/png' });
    const refused = await t.app.inject({
      method: 'POST',
      url: `${base}/images`,
      payload: text.payload,
      headers: { ...bearer(token.user), ...text.headers },
    });
    expect(refused.statusCode).toBe(415);
    await call('POST', '/remove-note', { noteId: note.id });
    expect((await t.app.inject({ url, headers: bearer(token.user) })).statusCode).toBe(404);
  });
});

describe('reminders', () => {
  it('fire at their time with no client calling, are listed until dismissed, and fire again when changed', async () => {
    const note = await create({ title: 'Lembrete', reminder: new Date(Date.now() + 600).toISOString() });
    expect(note.reminderFiredAt).toBeNull();
    const fired = await waitFor(
      async () => (await call('GET', '/reminders/fired')).json() as Note[],
      (notes) => notes.some((n) => n.id === note.id),
    );
    expect(fired.find((n) => n.id === note.id)?.reminderFiredAt).toBeTruthy();
    // Not the other account's.
    expect(
      ((await call('GET', '/reminders/fired', undefined, 'staff')).json() as Note[]).map((n) => n.id),
    ).not.toContain(note.id);
    expect((await call('POST', '/reminders/dismiss', { noteId: note.id }, 'staff')).statusCode).toBe(404);
    expect((await call('POST', '/reminders/dismiss', { noteId: note.id })).json()).toBe(note.id);
    expect(((await call('GET', '/reminders/fired')).json() as Note[]).map((n) => n.id)).not.toContain(note.id);
    // A new time: due again.
    const current = (await list('?q=Lembrete')).items[0] as Note;
    const moved = await update({ ...current, reminder: new Date(Date.now() + 300).toISOString() });
    expect(moved.json()).toMatchObject({ reminderFiredAt: null });
    await waitFor(
      async () => (await call('GET', '/reminders/fired')).json() as Note[],
      (notes) => notes.some((n) => n.id === note.id),
    );
  });
});

describe('a reminder across a restart', () => {
  it('fires when the server starts again, its time having passed while it was down', async () => {
    const scratch = await createScratchDatabase();
    try {
      const first = await createTestApp({ database: await scratch.open() });
      const user = await signIn(first.app, 'user@conecta.example', 'user');
      const created = await first.app.inject({
        method: 'POST',
        url: `${base}/create-note`,
        payload: { note: { title: 'Depois do reinício', reminder: new Date(Date.now() + 1500).toISOString() } },
        headers: bearer(user),
      });
      expect(created.statusCode, created.body).toBe(200);
      await first.close();
      await new Promise((resolve) => setTimeout(resolve, 1600));
      const second = await createTestApp({ database: await scratch.open() });
      try {
        // Fired at start-up, before any call.
        const again = await signIn(second.app, 'user@conecta.example', 'user');
        const fired = await second.app.inject({ url: `${base}/reminders/fired`, headers: bearer(again) });
        expect((fired.json() as Note[]).map((n) => n.title)).toContain('Depois do reinício');
      } finally {
        await second.close();
      }
    } finally {
      await scratch.drop();
    }
  }, 60_000);
});
