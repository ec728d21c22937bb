import { randomUUID } from 'node:crypto';
import type { Contact, ContactDuplicates, ContactsGroup, ContactsUser } from '@conecta/contracts/contacts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally, openLiveStream } from '../../live/test-stream';
import { bearer, createTestApp, signIn, signInWithoutRole, type TestApp } from '../../test/test-app';

let t: TestApp;
const token = { user: '', staff: '', guest: '' };
type Who = keyof typeof token;
const base = '/api/contacts-app';

beforeAll(async () => {
  t = await createTestApp();
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
  // An account without any role: signed in, but not allowed in.
  token.guest = await signInWithoutRole(t, 'guest-groups@conecta.example');
}, 180_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: object, who: Who = 'user') =>
  t.app.inject({ method, url: `${base}${url}`, ...(payload && { payload }), headers: bearer(token[who]) });
async function ok<T>(method: Method, url: string, payload?: object, who: Who = 'user'): Promise<T> {
  const response = await call(method, url, payload, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const user = (who: Who = 'user') => ok<ContactsUser>('GET', '/user', undefined, who);
const list = (query = '', who: Who = 'user') => ok<Contact[]>('GET', `/contacts${query}`, undefined, who);
const add = (contact: object, who: Who = 'user') => ok<Contact>('POST', '/add-contact', { contact }, who);
const groupNamed = async (name: string, who: Who = 'user') => (await user(who)).groups.find((g) => g.name === name);

describe('the new calls are guarded and validated', () => {
  const anyId = randomUUID();
  const calls: { method: Method; url: string; payload?: object; bad?: object; field?: string }[] = [
    { method: 'GET', url: '/duplicates' },
    { method: 'POST', url: '/add-group', payload: { name: 'X' }, bad: { name: ' ' }, field: 'name' },
    {
      method: 'POST',
      url: '/rename-group',
      payload: { groupId: anyId, name: 'X' },
      bad: { groupId: 'x', name: 'X' },
      field: 'groupId',
    },
    { method: 'POST', url: '/remove-group', payload: { groupId: anyId }, bad: {}, field: 'groupId' },
    {
      method: 'POST',
      url: '/add-to-group',
      payload: { groupId: anyId, contactIds: [anyId] },
      bad: { groupId: anyId, contactIds: [] },
      field: 'contactIds',
    },
    {
      method: 'POST',
      url: '/remove-from-group',
      payload: { groupId: anyId, contactIds: [anyId] },
      bad: { groupId: anyId, contactIds: ['x'] },
      field: 'contactIds.0',
    },
    {
      method: 'POST',
      url: '/merge-contacts',
      payload: { contact: { id: anyId, name: 'X' }, contactIds: [anyId, randomUUID()] },
      bad: { contact: { id: anyId, name: 'X' }, contactIds: [anyId] },
      field: 'contactIds',
    },
  ];

  it('answers 401 without a token, 403 without the user role and 400 naming the field', async () => {
    for (const { method, url, payload, bad, field } of calls) {
      const request = { method, url: `${base}${url}`, ...(payload && { payload }) };
      expect((await t.app.inject(request)).statusCode, url).toBe(401);
      expect((await t.app.inject({ ...request, headers: bearer(token.guest) })).statusCode, url).toBe(403);
      if (!bad || !field) continue;
      const response = await call(method, url, bad);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().error), url).toContain(field);
    }
  });
});

describe('groups', () => {
  it('are created, renamed and removed; their contacts stay', async () => {
    const created = await ok<ContactsGroup>('POST', '/add-group', { name: '  Fornecedores ' });
    expect(created).toMatchObject({ name: 'Fornecedores', contactIds: [] });
    expect((await user()).groups.map((group) => group.name)).toEqual([
      'Friends',
      'Clients',
      'Recent Workers',
      'Fornecedores',
    ]);
    // A name taken (case aside) is refused, on add and on rename.
    const taken = await call('POST', '/add-group', { name: 'friends' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ codes: { name: 'contacts.groupNameTaken' } });
    expect((await call('POST', '/rename-group', { groupId: created.id, name: 'Clients' })).statusCode).toBe(400);

    expect(await ok('POST', '/rename-group', { groupId: created.id, name: 'Parceiros' })).toBe(created.id);
    expect((await groupNamed('Parceiros'))?.id).toBe(created.id);

    const friends = await groupNamed('Friends');
    const before = (await list()).length;
    expect(await ok('POST', '/remove-group', { groupId: friends?.id })).toBe(friends?.id);
    expect(await groupNamed('Friends')).toBeUndefined();
    expect((await list()).length).toBe(before);
    expect((await call('GET', `/contacts?id=${friends?.id}`)).statusCode).toBe(404);
    expect((await call('POST', '/remove-group', { groupId: friends?.id })).statusCode).toBe(404);
  });

  it('take contacts in and out in bulk, all or none', async () => {
    const group = await ok<ContactsGroup>('POST', '/add-group', { name: 'Equipe' });
    const [a, b, c] = await list();
    const ids = [a?.id, b?.id, c?.id] as string[];
    expect(await ok('POST', '/add-to-group', { groupId: group.id, contactIds: ids })).toEqual(ids);
    // Joining again changes nothing.
    await ok('POST', '/add-to-group', { groupId: group.id, contactIds: ids.slice(0, 1) });
    expect((await list(`?id=${group.id}`)).map((row) => row.id).sort()).toEqual([...ids].sort());
    // Paged, the total counts the members.
    const paged = await call('GET', `/contacts?id=${group.id}&limit=10`);
    expect(paged.headers['x-total-count']).toBe('3');

    await ok('POST', '/remove-from-group', { groupId: group.id, contactIds: ids.slice(0, 2) });
    expect((await list(`?id=${group.id}`)).map((row) => row.id)).toEqual([ids[2]]);
    expect((await call('GET', `/contacts?id=${group.id}&limit=10`)).headers['x-total-count']).toBe('1');

    // One unknown contact: nothing changes.
    const refused = await call('POST', '/add-to-group', { groupId: group.id, contactIds: [ids[0], randomUUID()] });
    expect(refused.statusCode).toBe(404);
    expect((await list(`?id=${group.id}`)).length).toBe(1);
  });

  it('are each account’s own', async () => {
    const mine = await ok<ContactsGroup>('POST', '/add-group', { name: 'Só meu' });
    const [theirs] = await list('', 'staff');
    const [own] = await list();
    expect((await call('POST', '/rename-group', { groupId: mine.id, name: 'Hack' }, 'staff')).statusCode).toBe(404);
    expect((await call('POST', '/remove-group', { groupId: mine.id }, 'staff')).statusCode).toBe(404);
    expect(
      (await call('POST', '/add-to-group', { groupId: mine.id, contactIds: [theirs?.id] }, 'staff')).statusCode,
    ).toBe(404);
    // Another account's contact in my group: refused.
    expect((await call('POST', '/add-to-group', { groupId: mine.id, contactIds: [theirs?.id] })).statusCode).toBe(404);
    await ok('POST', '/add-to-group', { groupId: mine.id, contactIds: [own?.id] });
    expect((await groupNamed('Só meu'))?.contactIds).toEqual([own?.id]);
    expect(await groupNamed('Só meu', 'staff')).toBeUndefined();
  });
});

describe('duplicates and merging', () => {
  it('finds contacts with the same email, phone digits or full name, and merges them into one', async () => {
    const a = await add({ name: 'Renata', lastName: 'Alves', email: 'Renata@Exemplo.com', phone: '+55 11 91234-5678' });
    const b = await add({ name: 'Renata', lastName: 'A.', email: 'renata@exemplo.com ', company: 'Conecta' });
    const c = await add({ name: 'Rê', phone: '(11) 91234-5678 ', notes: 'Ligar de manhã' });
    const d = await add({ name: 'renáta', lastName: 'alves', birthday: '1990-05-10T12:00:00.000Z' });
    const found = await ok<ContactDuplicates>('GET', '/duplicates');
    const group = found.groups.find((entry) => entry.contacts.some((contact) => contact.id === a.id));
    // a–b by email, a–d by name; c's phone lacks the country code, so its digits differ.
    expect(group?.contacts.map((contact) => contact.id).sort()).toEqual([a.id, b.id, d.id].sort());
    expect(group?.reasons).toEqual(['email', 'name']);
    // The staff sees none of them.
    const theirs = await ok<ContactDuplicates>('GET', '/duplicates', undefined, 'staff');
    expect(theirs.groups.flatMap((entry) => entry.contacts).map((contact) => contact.id)).not.toContain(a.id);

    // b starred, d in a group; a is kept with values picked from the others.
    await ok('POST', '/toggle-starred-contact', { contactId: b.id });
    const team = await ok<ContactsGroup>('POST', '/add-group', { name: 'Mescla' });
    await ok('POST', '/add-to-group', { groupId: team.id, contactIds: [d.id, a.id] });
    const kept = { ...a, company: b.company, birthday: d.birthday, notes: c.notes };
    // Another account cannot merge them, nor can mine take in another's contact.
    const [stranger] = await list('', 'staff');
    expect(
      (await call('POST', '/merge-contacts', { contact: kept, contactIds: [a.id, b.id] }, 'staff')).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/merge-contacts', { contact: kept, contactIds: [a.id, stranger?.id] })).statusCode,
    ).toBe(404);
    // The kept contact must be one of those merged.
    expect((await call('POST', '/merge-contacts', { contact: kept, contactIds: [b.id, d.id] })).statusCode).toBe(400);

    const merged = await ok<Contact>('POST', '/merge-contacts', { contact: kept, contactIds: [a.id, b.id, d.id] });
    expect(merged).toMatchObject({
      id: a.id,
      company: 'Conecta',
      birthday: '1990-05-10T12:00:00.000Z',
      notes: 'Ligar de manhã',
      starred: true,
    });
    const ids = (await list()).map((row) => row.id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(b.id);
    expect(ids).not.toContain(d.id);
    expect((await groupNamed('Mescla'))?.contactIds).toEqual([a.id]);
    expect((await user()).starred).toContain(a.id);
    // Found by search under its new values.
    expect((await list('?q=conecta')).map((row) => row.id)).toContain(a.id);
    const after = await ok<ContactDuplicates>('GET', '/duplicates');
    expect(after.groups.flatMap((entry) => entry.contacts).map((contact) => contact.id)).not.toContain(b.id);
  });

  it('names every reason when the same two contacts match by email and by name', async () => {
    const a = await add({ name: 'Gêmeo', lastName: 'Um', email: 'gemeo@exemplo.com' });
    const b = await add({ name: 'gemeo', lastName: 'um', email: 'GEMEO@exemplo.com' });
    const found = await ok<ContactDuplicates>('GET', '/duplicates');
    const group = found.groups.find((entry) => entry.contacts.some((contact) => contact.id === a.id));
    expect(group?.reasons).toEqual(['email', 'name']);
    expect(group?.contacts.map((contact) => contact.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('links by phone digits', async () => {
    const a = await add({ name: 'Telefone Um', phone: '+55 (21) 3333-4444' });
    const b = await add({ name: 'Telefone Dois', phone: '55 21 3333 4444' });
    const found = await ok<ContactDuplicates>('GET', '/duplicates');
    const group = found.groups.find((entry) => entry.contacts.some((contact) => contact.id === a.id));
    expect(group).toMatchObject({ reasons: ['phone'] });
    expect(group?.contacts.map((contact) => contact.id)).toContain(b.id);
  });
});

describe('live', () => {
  it('tells the account’s other tabs that its contacts changed, and no one else', async () => {
    const baseUrl = await listenLocally(t.app);
    const mine = await openLiveStream(baseUrl, token.user);
    const theirs = await openLiveStream(baseUrl, token.staff);
    await mine.next('ready');
    await theirs.next('ready');
    await ok<ContactsGroup>('POST', '/add-group', { name: 'Ao vivo' });
    await mine.next('contacts-changed');
    await add({ name: 'Ao Vivo' });
    await mine.next('contacts-changed');
    // A refused call announces nothing; reads neither.
    await call('POST', '/remove-group', { groupId: randomUUID() });
    await call('GET', '/duplicates');
    await add({ name: 'Da Equipe' }, 'staff');
    await theirs.next('contacts-changed');
    // Events are taken as they are read: nothing more came to my tabs.
    expect(mine.events.filter((event) => event.type === 'contacts-changed')).toHaveLength(0);
    await mine.close();
    await theirs.close();
  });
});
