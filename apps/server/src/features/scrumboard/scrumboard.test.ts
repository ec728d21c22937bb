import { randomUUID } from 'node:crypto';
import type { ScrumboardBoard, ScrumboardCard, ScrumboardList } from '@conecta/contracts/scrumboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, signInWithoutRole, type TestApp } from '../../test/test-app';
import { makeImage, multipartBody } from '../../uploads/test-files';

let t: TestApp;
const token = { admin: '', staff: '', user: '', guest: '' };
type Who = keyof typeof token;
const base = '/api/scrumboard-app';

beforeAll(async () => {
  t = await createTestApp();
  token.admin = await signIn(t.app, 'admin@conecta.example', 'admin');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  // An account without any role: signed in, but not allowed in.
  token.guest = await signInWithoutRole(t, 'guest-scrumboard@conecta.example');
});
afterAll(() => t.close());

const post = (path: string, payload: object, who: Who = 'admin') =>
  t.app.inject({ method: 'POST', url: `${base}${path}`, payload, headers: bearer(token[who]) });
const get = (path: string, who: Who = 'admin') =>
  t.app.inject({ method: 'GET', url: `${base}${path}`, headers: bearer(token[who]) });
async function ok<T>(response: Awaited<ReturnType<typeof post>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const board = (id: string, who: Who = 'admin') => get(`/board?boardId=${id}`, who).then(ok<ScrumboardBoard>);
const names = (b: ScrumboardBoard) =>
  b.lists.map((list) => [list.name, list.idCards.map((id) => b.cards.find((card) => card.id === id)?.name)]);

/** Every card is in exactly one list and every list's card is on the board: nothing lost, nothing doubled. */
function expectConsistent(b: ScrumboardBoard) {
  const inLists = b.lists.flatMap((list) => list.idCards);
  expect(new Set(inLists).size).toBe(inLists.length);
  expect([...inLists].sort()).toEqual(b.cards.map((card) => card.id).sort());
}

async function newBoard(name: string, who: Who = 'admin') {
  return ok<ScrumboardBoard>(await post('/board/new', { board: { name } }, who));
}

describe('every Scrumboard call is guarded and validated', () => {
  const anyId = randomUUID();
  const calls: { method: 'GET' | 'POST'; url: string; payload?: object; bad?: object; field?: string }[] = [
    { method: 'GET', url: '/boards' },
    { method: 'GET', url: `/board?boardId=${anyId}` },
    {
      method: 'POST',
      url: '/board/new',
      payload: { board: { name: 'x' } },
      bad: { board: { name: ' ' } },
      field: 'board.name',
    },
    {
      method: 'POST',
      url: '/board/rename',
      payload: { boardId: anyId, boardTitle: 'x' },
      bad: { boardId: anyId, boardTitle: '' },
      field: 'boardTitle',
    },
    {
      method: 'POST',
      url: '/board/settings/update',
      payload: { boardId: anyId, settings: {} },
      bad: { boardId: anyId, settings: { color: 'pink-ish' } },
      field: 'settings.color',
    },
    { method: 'POST', url: '/board/delete', payload: { boardId: anyId } },
    {
      method: 'POST',
      url: '/board/members/update',
      payload: { boardId: anyId, memberIds: [anyId] },
      bad: { boardId: anyId, memberIds: [] },
      field: 'memberIds',
    },
    {
      method: 'POST',
      url: '/card/new',
      payload: { boardId: anyId, listId: anyId, data: { name: 'x' } },
      bad: { boardId: anyId, listId: anyId, data: { name: '' } },
      field: 'data.name',
    },
    {
      method: 'POST',
      url: '/card/update',
      payload: { boardId: anyId, card: { id: anyId, name: 'x' } },
      bad: { boardId: anyId, card: { id: anyId, name: 'x', due: 'tomorrow' } },
      field: 'card.due',
    },
    { method: 'POST', url: '/card/remove', payload: { boardId: anyId, cardId: anyId } },
    { method: 'POST', url: '/list/new', payload: { boardId: anyId, data: { name: 'x' } } },
    { method: 'POST', url: '/list/rename', payload: { boardId: anyId, listId: anyId, listTitle: 'x' } },
    {
      method: 'POST',
      url: '/list/limit',
      payload: { boardId: anyId, listId: anyId, wipLimit: 3 },
      bad: { boardId: anyId, listId: anyId, wipLimit: 0 },
      field: 'wipLimit',
    },
    { method: 'POST', url: '/list/remove', payload: { boardId: anyId, listId: anyId } },
    { method: 'POST', url: '/card/order', payload: { boardId: anyId, lists: [] } },
    { method: 'POST', url: '/list/order', payload: { boardId: anyId, lists: [] } },
  ];

  it('answers 401 without a token, 403 without the user role, 400 naming the field with its code', async () => {
    for (const { method, url, payload, bad, field } of calls) {
      const request = { method, url: `${base}${url}`, ...(payload && { payload }) };
      expect((await t.app.inject(request)).statusCode, url).toBe(401);
      expect((await t.app.inject({ ...request, headers: bearer(token.guest) })).statusCode, url).toBe(403);
      if (!bad || !field) continue;
      const response = await post(url, bad);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().error), url).toContain(field);
    }
    const untitled = await post('/board/rename', { boardId: anyId, boardTitle: '' });
    expect(untitled.json()).toMatchObject({
      error: { boardTitle: 'Give the board a name of up to 200 characters' },
      codes: { boardTitle: 'scrumboard.boardName' },
    });
    // NUL in a name is refused by the platform before any schema, never a 500.
    expect((await post('/board/new', { board: { name: 'a\u0000b' } })).statusCode).toBe(400);
  });

  it('answers an unknown board 404 with the spec’s message, exactly', async () => {
    for (const boardId of [anyId, 'not-a-uuid']) {
      const response = await get(`/board?boardId=${boardId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        message: 'Requested board do not exist.',
        code: 'scrumboard.boardNotFound',
      });
    }
  });
});

describe('Scrumboard sample boards', () => {
  it('are shared by the admin and staff accounts, not the sample user', async () => {
    const boards = await get('/boards').then(ok<{ id: string; name: string; uri: string }[]>);
    expect(boards.map((b) => b.name)).toEqual(['Migração para eSIM', 'Rede 5G: expansão']);
    expect(Object.keys(boards[0] ?? {}).sort()).toEqual(['id', 'name', 'uri']);
    expect(await get('/boards', 'staff').then(ok)).toEqual(boards);
    expect(await get('/boards', 'user').then(ok)).toEqual([]);

    const [esim, rede] = await Promise.all(boards.map((b) => board(b.id, 'staff')));
    if (!esim || !rede) throw new Error('two boards');
    expect(esim.lists).toHaveLength(4);
    expect(esim.cards).toHaveLength(14);
    expect(esim.settings).toEqual({ color: 'fuse-dark', subscribed: true, cardCoverImages: true });
    expect(rede.settings.color).toBe('blue-grey');
    expect(esim.labels.map((l) => l.name)).toEqual(['Design', 'App', 'Feature', 'Bug']);
    expect(esim.members.map((m) => m.name)).toEqual(expect.arrayContaining(['Ana Admin', 'Sérgio Staff']));
    expectConsistent(esim);
    const card = esim.cards.find((c) => c.name === 'Tela de ativação por QR code');
    expect(card).toMatchObject({
      subscribed: false,
      checklists: [{ name: 'Critérios de aceite' }],
      due: expect.any(String),
    });

    // Not a member: as unknown as a missing board, for reading and every write.
    const refused = await get(`/board?boardId=${esim.id}`, 'user');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Requested board do not exist.');
    expect((await post('/board/rename', { boardId: esim.id, boardTitle: 'Meu' }, 'user')).statusCode).toBe(404);
    expect((await post('/board/delete', { boardId: esim.id }, 'user')).statusCode).toBe(404);
    const someList = esim.lists[0]?.id ?? '';
    expect(
      (await post('/card/new', { boardId: esim.id, listId: someList, data: { name: 'x' } }, 'user')).statusCode,
    ).toBe(404);
  });
});

describe('Scrumboard boards, lists and cards', () => {
  it('creates, renames, configures and deletes a board; the creator is its member', async () => {
    const created = await newBoard('Sprint 42: Lançamento');
    expect(created).toMatchObject({ name: 'Sprint 42: Lançamento', uri: 'sprint-42-lancamento', lists: [], cards: [] });
    expect(created.members.map((m) => m.name)).toEqual(['Ana Admin']);
    expect((await post('/board/new', {})).json().name).toBe('Untitled Board');

    const renamed = await ok<ScrumboardBoard>(
      await post('/board/rename', { boardId: created.id, boardTitle: 'Sprint 43' }),
    );
    expect(renamed).toMatchObject({ name: 'Sprint 43', uri: 'sprint-43' });
    const configured = await ok<ScrumboardBoard>(
      await post('/board/settings/update', {
        boardId: created.id,
        settings: { color: 'blue-grey', cardCoverImages: false },
      }),
    );
    expect(configured.settings).toEqual({ color: 'blue-grey', subscribed: true, cardCoverImages: false });
    expect((await get('/boards', 'staff').then(ok<{ id: string }[]>)).map((b) => b.id)).not.toContain(created.id);

    expect(await ok(await post('/board/delete', { boardId: created.id }))).toBe(created.id);
    expect((await get(`/board?boardId=${created.id}`)).statusCode).toBe(404);
  });

  it('adds and removes members from console accounts; a removed member is refused', async () => {
    const b = await newBoard('Equipe');
    const accounts = await get('/accounts?q=staff').then(ok<{ id: string; name: string }[]>);
    const staffId = accounts.find((a) => a.name === 'Sérgio Staff')?.id ?? '';
    const adminId = b.members[0]?.id ?? '';
    const withStaff = await ok<ScrumboardBoard>(
      await post('/board/members/update', { boardId: b.id, memberIds: [adminId, staffId] }),
    );
    expect(withStaff.members.map((m) => m.name)).toEqual(['Ana Admin', 'Sérgio Staff']);
    expect((await board(b.id, 'staff')).name).toBe('Equipe');
    expect((await post('/board/members/update', { boardId: b.id, memberIds: [randomUUID()] })).json()).toMatchObject({
      codes: { memberIds: 'scrumboard.memberIds' },
    });
    await ok(await post('/board/members/update', { boardId: b.id, memberIds: [adminId] }, 'staff'));
    expect((await get(`/board?boardId=${b.id}`, 'staff')).statusCode).toBe(404);
  });

  it('keeps cards and lists consistent through every operation', async () => {
    const b = await newBoard('Consistência');
    const todo = await ok<ScrumboardList>(await post('/list/new', { boardId: b.id, data: { name: 'A fazer' } }));
    const done = await ok<ScrumboardList>(await post('/list/new', { boardId: b.id, data: { name: 'Feito' } }));
    expect(todo).toEqual({ id: expect.any(String), name: 'A fazer', idCards: [], wipLimit: null });

    const card = async (listId: string, name: string) =>
      ok<ScrumboardCard>(await post('/card/new', { boardId: b.id, listId, data: { name } }));
    const one = await card(todo.id, 'Um');
    const two = await card(todo.id, 'Dois');
    const three = await card(done.id, 'Três');
    expect(one).toMatchObject({
      name: 'Um',
      description: '',
      idLabels: [],
      attachments: [],
      subscribed: false,
      due: null,
    });
    let now = await board(b.id);
    expect(names(now)).toEqual([
      ['A fazer', ['Um', 'Dois']],
      ['Feito', ['Três']],
    ]);
    expectConsistent(now);

    // Unknown list, or a list of another board: 404, nothing added.
    const other = await newBoard('Outro');
    const otherList = await ok<ScrumboardList>(await post('/list/new', { boardId: other.id, data: { name: 'L' } }));
    expect((await post('/card/new', { boardId: b.id, listId: otherList.id, data: { name: 'x' } })).statusCode).toBe(
      404,
    );
    expect(
      (
        await post('/card/new', { boardId: b.id, listId: todo.id, data: { name: 'x', idLabels: [randomUUID()] } })
      ).json(),
    ).toMatchObject({
      codes: { 'data.idLabels': 'scrumboard.labels' },
    });

    const renamed = await ok<ScrumboardList>(
      await post('/list/rename', { boardId: b.id, listId: todo.id, listTitle: 'Backlog' }),
    );
    expect(renamed).toMatchObject({ name: 'Backlog', idCards: [one.id, two.id] });
    expect(await ok(await post('/list/limit', { boardId: b.id, listId: todo.id, wipLimit: 1 }))).toMatchObject({
      wipLimit: 1,
    });
    now = await board(b.id);

    // Move "Dois" to "Feito", first; then the lists swap.
    const moved = await ok<{ version: number; lists: ScrumboardList[] }>(
      await post('/card/order', {
        boardId: b.id,
        version: now.version,
        lists: [
          { id: todo.id, idCards: [one.id] },
          { id: done.id, idCards: [two.id, three.id] },
        ],
      }),
    );
    expect(moved.version).toBeGreaterThan(now.version);
    now = await board(b.id);
    expect(names(now)).toEqual([
      ['Backlog', ['Um']],
      ['Feito', ['Dois', 'Três']],
    ]);
    await ok(
      await post('/list/order', {
        boardId: b.id,
        lists: [
          { id: done.id, idCards: [two.id, three.id] },
          { id: todo.id, idCards: [one.id] },
        ],
      }),
    );
    now = await board(b.id);
    expect(names(now)).toEqual([
      ['Feito', ['Dois', 'Três']],
      ['Backlog', ['Um']],
    ]);
    expect(now.lists[1]?.wipLimit).toBe(1);

    // An order that loses a card, doubles one or names another board's: nothing changes, 409 with the board.
    for (const lists of [
      [
        { id: done.id, idCards: [two.id] },
        { id: todo.id, idCards: [one.id] },
      ],
      [
        { id: done.id, idCards: [two.id, three.id, one.id] },
        { id: todo.id, idCards: [one.id] },
      ],
      [
        { id: done.id, idCards: [two.id, three.id] },
        { id: otherList.id, idCards: [one.id] },
      ],
    ]) {
      const refused = await post('/card/order', { boardId: b.id, lists });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(names(refused.json().board)).toEqual(names(now));
    }

    const removed = await post('/card/remove', { boardId: b.id, cardId: two.id });
    expect(await ok(removed)).toBe(two.id);
    now = await board(b.id);
    expect(names(now)).toEqual([
      ['Feito', ['Três']],
      ['Backlog', ['Um']],
    ]);
    expectConsistent(now);
    expect((await post('/card/remove', { boardId: b.id, cardId: two.id })).statusCode).toBe(404);

    expect(await ok(await post('/list/remove', { boardId: b.id, listId: done.id }))).toBe(done.id);
    now = await board(b.id);
    expect(names(now)).toEqual([['Backlog', ['Um']]]);
    expectConsistent(now);
  });

  it('updates a card: labels, members, due, checklists, attachments and comments as the member’s', async () => {
    const b = await newBoard('Cartão');
    const list = await ok<ScrumboardList>(await post('/list/new', { boardId: b.id, data: { name: 'L' } }));
    const card = await ok<ScrumboardCard>(
      await post('/card/new', { boardId: b.id, listId: list.id, data: { name: 'C' } }),
    );
    const label = b.labels[0]?.id ?? '';
    const adminId = b.members[0]?.id ?? '';

    const image = await multipartBody(await makeImage('png', 40, 40), { fileName: 'capa.png', type: 'image/png' });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${base}/board/attachment?boardId=${b.id}`,
      payload: image.payload,
      headers: { ...bearer(token.admin), ...image.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const attachment = uploaded.json();
    expect(attachment).toMatchObject({
      name: 'capa.png',
      type: 'image',
      src: expect.stringMatching(/^\/api\/files\//),
    });
    // Not a member: no upload to the board.
    const stranger = await t.app.inject({
      method: 'POST',
      url: `${base}/board/attachment?boardId=${b.id}`,
      payload: image.payload,
      headers: { ...bearer(token.user), ...image.headers },
    });
    expect(stranger.statusCode).toBe(404);

    const commentId = randomUUID();
    const changed = await ok<ScrumboardCard>(
      await post('/card/update', {
        boardId: b.id,
        card: {
          ...card,
          name: 'Capa nova',
          description: '<b>texto</b>',
          idLabels: [label],
          idMembers: [adminId],
          due: '2026-12-01T12:00:00.000Z',
          subscribed: true,
          attachments: [
            attachment,
            { id: randomUUID(), name: 'Spec', url: 'https://example.com/spec', time: attachment.time, type: 'link' },
          ],
          idAttachmentCover: attachment.id,
          checklists: [
            { id: randomUUID(), name: 'Passos', checkItems: [{ id: randomUUID(), name: 'Um', checked: true }] },
          ],
          activities: [
            {
              id: commentId,
              type: 'comment',
              idMember: randomUUID(),
              message: 'Olá',
              time: '2000-01-01T00:00:00.000Z',
            },
          ],
        },
      }),
    );
    expect(changed).toMatchObject({
      name: 'Capa nova',
      description: '<b>texto</b>',
      idLabels: [label],
      idMembers: [adminId],
      due: '2026-12-01T12:00:00.000Z',
      subscribed: true,
      idAttachmentCover: attachment.id,
      checklists: [{ name: 'Passos', checkItems: [{ name: 'Um', checked: true }] }],
    });
    // The comment is the signed-in member's, now; the new attachments are recorded too.
    const comment = changed.activities.find((a) => a.id === commentId);
    expect(comment).toMatchObject({ type: 'comment', idMember: adminId, message: 'Olá' });
    expect(comment?.time).not.toBe('2000-01-01T00:00:00.000Z');
    expect(changed.activities.filter((a) => a.type === 'attachment').map((a) => a.message)).toEqual([
      'capa.png',
      'Spec',
    ]);

    // Another member can read the image once a card of the board shows it; a non-member cannot.
    await ok(await post('/board/members/update', { boardId: b.id, memberIds: [adminId, ...(await staffId())] }));
    const file = (who: Who) => t.app.inject({ method: 'GET', url: attachment.src, headers: bearer(token[who]) });
    expect((await file('staff')).statusCode).toBe(200);
    expect((await file('user')).statusCode).toBe(404);

    // Refused: a member not of the board, a cover that is not an image of the card, a javascript: link.
    expect(
      (await post('/card/update', { boardId: b.id, card: { ...changed, idMembers: [randomUUID()] } })).json(),
    ).toMatchObject({
      codes: { 'card.idMembers': 'scrumboard.members' },
    });
    expect(
      (await post('/card/update', { boardId: b.id, card: { ...changed, idAttachmentCover: randomUUID() } })).statusCode,
    ).toBe(400);
    const badLink = { id: randomUUID(), name: 'x', url: 'javascript:alert(1)', time: attachment.time, type: 'link' };
    expect(
      (await post('/card/update', { boardId: b.id, card: { ...changed, attachments: [badLink] } })).statusCode,
    ).toBe(400);
    expect((await post('/card/update', { boardId: b.id, card: { ...changed, id: randomUUID() } })).statusCode).toBe(
      404,
    );
  });
});

async function staffId(): Promise<string[]> {
  const accounts = await get('/accounts?q=Sérgio').then(ok<{ id: string }[]>);
  return accounts.map((a) => a.id);
}

describe('Scrumboard under two concurrent movers', () => {
  it('answers a stale order 409 with the board as it is, and never loses or doubles a card', async () => {
    const b = await newBoard('Corrida');
    await ok(
      await post('/board/members/update', { boardId: b.id, memberIds: [b.members[0]?.id, ...(await staffId())] }),
    );
    const a = await ok<ScrumboardList>(await post('/list/new', { boardId: b.id, data: { name: 'A' } }));
    const z = await ok<ScrumboardList>(await post('/list/new', { boardId: b.id, data: { name: 'Z' } }));
    const ids: string[] = [];
    for (const name of ['1', '2', '3', '4']) {
      ids.push((await ok<ScrumboardCard>(await post('/card/new', { boardId: b.id, listId: a.id, data: { name } }))).id);
    }
    const seen = await board(b.id);
    const [c1, c2, c3, c4] = ids as [string, string, string, string];
    // Both read the same version; the admin moves 1 to Z, the staff member moves 2 to Z, at the same time.
    const [first, second] = await Promise.all([
      post('/card/order', {
        boardId: b.id,
        version: seen.version,
        lists: [
          { id: a.id, idCards: [c2, c3, c4] },
          { id: z.id, idCards: [c1] },
        ],
      }),
      post(
        '/card/order',
        {
          boardId: b.id,
          version: seen.version,
          lists: [
            { id: a.id, idCards: [c1, c3, c4] },
            { id: z.id, idCards: [c2] },
          ],
        },
        'staff',
      ),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    const now = await board(b.id);
    expect(loser.json()).toMatchObject({ code: 'scrumboard.stale', board: { version: now.version } });
    expectConsistent(now);
    expect(now.cards).toHaveLength(4);

    // Many racing moves without versions: every one either lands whole or is refused, the board stays whole.
    const racers = Array.from({ length: 8 }, (_, i) => {
      const moving = ids[i % 4] as string;
      const rest = ids.filter((id) => id !== moving);
      return post(
        '/card/order',
        {
          boardId: b.id,
          lists: [
            { id: a.id, idCards: rest },
            { id: z.id, idCards: [moving] },
          ],
        },
        i % 2 ? 'staff' : 'admin',
      );
    });
    for (const response of await Promise.all(racers)) expect([200, 409]).toContain(response.statusCode);
    const after = await board(b.id);
    expectConsistent(after);
    expect(after.cards).toHaveLength(4);
    expect(after.version).toBeGreaterThan(now.version);
  });
});
