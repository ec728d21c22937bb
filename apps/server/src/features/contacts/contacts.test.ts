import { randomUUID } from 'node:crypto';
import type { Contact, ContactsUser } from '@conecta/contracts/contacts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, signInWithoutRole, type TestApp } from '../../test/test-app';
import { htmlPage, makeImage, multipartBody } from '../../uploads/test-files';

let t: TestApp;
const token = { user: '', staff: '', admin: '', guest: '' };
type Who = keyof typeof token;
const base = '/api/contacts-app';

beforeAll(async () => {
  t = await createTestApp();
  token.user = await signIn(t.app, 'user@conecta.example', 'user');
  token.staff = await signIn(t.app, 'staff@conecta.example', 'staff');
  token.admin = await signIn(t.app, 'admin@conecta.example', 'admin');
  // An account without any role: signed in, but not allowed in.
  token.guest = await signInWithoutRole(t, 'guest-contacts@conecta.example');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, payload?: object, who: Who = 'user') =>
  t.app.inject({ method, url: `${base}${url}`, ...(payload && { payload }), headers: bearer(token[who]) });
async function ok<T>(method: Method, url: string, payload?: object, who: Who = 'user'): Promise<T> {
  const response = await call(method, url, payload, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const list = (query = '', who: Who = 'user') => ok<Contact[]>('GET', `/contacts${query}`, undefined, who);
const add = (contact: object, who: Who = 'user') => ok<Contact>('POST', '/add-contact', { contact }, who);
const names = (rows: Contact[]) => rows.map((row) => row.name);

describe('every Contacts call is guarded and validated', () => {
  const anyId = randomUUID();
  const calls: { method: Method; url: string; payload?: object; bad: object | string; field: string }[] = [
    { method: 'GET', url: '/contacts', bad: '/contacts?id=everyone', field: 'id' },
    { method: 'GET', url: '/user', bad: '/contacts?sort=colour', field: 'sort' },
    {
      method: 'POST',
      url: '/add-contact',
      payload: { contact: { name: 'X' } },
      bad: { contact: { name: ' ' } },
      field: 'contact.name',
    },
    {
      method: 'POST',
      url: '/update-contact',
      payload: { contact: { id: anyId, name: 'X' } },
      bad: { contact: { id: anyId, name: 'X', email: 'nope' } },
      field: 'contact.email',
    },
    {
      method: 'POST',
      url: '/remove-contact',
      payload: { contactId: anyId },
      bad: { contactId: 'x' },
      field: 'contactId',
    },
    {
      method: 'POST',
      url: '/remove-contacts',
      payload: { contactIds: [anyId] },
      bad: { contactIds: [] },
      field: 'contactIds',
    },
    { method: 'POST', url: '/toggle-starred-contact', payload: { contactId: anyId }, bad: {}, field: 'contactId' },
    {
      method: 'POST',
      url: '/toggle-starred-contacts',
      payload: { contactIds: [anyId] },
      bad: { contactIds: 'x' },
      field: 'contactIds',
    },
    {
      method: 'POST',
      url: '/set-contacts-starred',
      payload: { contactIds: [anyId] },
      bad: { contactIds: [] },
      field: 'contactIds',
    },
    {
      method: 'POST',
      url: '/set-contacts-unstarred',
      payload: { contactIds: [anyId] },
      bad: { contactIds: [] },
      field: 'contactIds',
    },
    {
      method: 'POST',
      url: '/import',
      payload: { contacts: [{ name: 'X' }] },
      bad: { contacts: [] },
      field: 'contacts',
    },
    { method: 'GET', url: '/export', bad: '/export?format=xls', field: 'format' },
    { method: 'GET', url: `/contact-mails?contactId=${anyId}`, bad: '/contact-mails?contactId=x', field: 'contactId' },
  ];

  it('answers 401 without a token and 403 to an account without the user role', async () => {
    for (const { method, url, payload } of calls) {
      const request = { method, url: `${base}${url}`, ...(payload && { payload }) };
      expect((await t.app.inject(request)).statusCode, url).toBe(401);
      expect((await t.app.inject({ ...request, headers: bearer(token.guest) })).statusCode, url).toBe(403);
    }
  });

  it('answers 400 naming the field, with the sentence’s code', async () => {
    for (const { method, url, bad, field } of calls) {
      const response = typeof bad === 'string' ? await call('GET', bad) : await call(method, url, bad);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().error), url).toContain(field);
    }
    const nameless = await call('POST', '/add-contact', { contact: { name: '' } });
    expect(nameless.json()).toMatchObject({
      error: { 'contact.name': 'Name is required (up to 100 characters)' },
      codes: { 'contact.name': 'contacts.name' },
    });
    const badFormats = await call('POST', '/add-contact', {
      contact: { name: 'Z', email: 'zé@', phone: '12ab', birthday: '10/05/1990', avatar: 'javascript:alert(1)' },
    });
    expect(badFormats.statusCode).toBe(400);
    expect(badFormats.json().codes).toEqual({
      'contact.email': 'contacts.email',
      'contact.phone': 'contacts.phone',
      'contact.birthday': 'contacts.birthday',
      'contact.avatar': 'contacts.avatar',
    });
    // Text the platform refuses (NUL, half a surrogate pair) is a 400, never a server error.
    expect((await call('POST', '/add-contact', { contact: { name: 'a\u0000b' } })).statusCode).toBe(400);
    expect(
      (await call('POST', '/add-contact', { contact: { name: 'Z', birthday: '0000-01-01T00:00:00Z' } })).statusCode,
    ).toBe(400);
  });
});

describe('Contacts: the account’s address book', () => {
  it('starts with the sample contacts and the user with its groups Friends, Clients and Recent Workers', async () => {
    const all = await list('', 'staff');
    expect(all).toHaveLength(30);
    // Sorted by name by default, as the table shows it.
    expect(names(all).slice(0, 3)).toEqual(['Abbott', 'Ana', 'Arnold']);
    expect(all[0]).toEqual({
      id: expect.any(String),
      name: 'Abbott',
      lastName: 'Keitch',
      avatar: '',
      nickname: 'Abb',
      company: 'Saois',
      jobTitle: 'Digital Archivist',
      email: 'abbott@withinpixels.com',
      phone: '+1-202-555-0175',
      address: 'Washington, DC',
      birthday: '1984-03-12T12:00:00.000Z',
      notes: '',
      starred: true,
    });
    const user = await ok<ContactsUser>('GET', '/user', undefined, 'staff');
    expect(user).toMatchObject({ name: expect.any(String), avatar: expect.any(String) });
    expect(user.groups.map((group) => group.name)).toEqual(['Friends', 'Clients', 'Recent Workers']);
    const starred = await list('?id=starred', 'staff');
    expect(starred.map((c) => c.id).sort()).toEqual([...user.starred].sort());
    expect(starred.every((c) => c.starred)).toBe(true);
    const frequent = await list('?id=frequent', 'staff');
    expect(frequent.map((c) => c.id).sort()).toEqual([...user.frequentContacts].sort());
    expect(frequent.length).toBeGreaterThan(0);
    const friends = user.groups[0];
    if (!friends) throw new Error('no group');
    expect((await list(`?id=${friends.id}`, 'staff')).map((c) => c.id).sort()).toEqual([...friends.contactIds].sort());
    // A group id that is not the account's own is not found.
    const theirs = await call('GET', `/contacts?id=${friends.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'contacts.groupNotFound' });
  });

  it('adds with a generated id, replaces by id and removes, leaving groups and stars with it', async () => {
    const added = await add({
      name: '  Zélia ',
      lastName: 'Duarte',
      email: 'zelia@example.com',
      phone: '+55 (11) 91234-5678',
    });
    expect(added).toMatchObject({ name: 'Zélia', lastName: 'Duarte', nickname: '', starred: false });
    expect(added.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(added).not.toHaveProperty('birthday');
    expect(names(await list('?q=zelia'))).toEqual(['Zélia']);

    const replaced = await ok<Contact>('POST', '/update-contact', {
      contact: { ...added, company: 'Conecta', birthday: '1990-05-10T12:00:00.000Z', starred: true },
    });
    // Replaced by id; the star is the star calls' to change.
    expect(replaced).toEqual({ ...added, company: 'Conecta', birthday: '1990-05-10T12:00:00.000Z', starred: false });

    expect(await ok('POST', '/remove-contact', { contactId: added.id })).toBe(added.id);
    expect(names(await list('?q=zelia'))).toEqual([]);
    expect((await call('POST', '/remove-contact', { contactId: added.id })).statusCode).toBe(404);
    expect((await call('POST', '/update-contact', { contact: added })).statusCode).toBe(404);
  });

  it('toggles a star, bulk toggles, bulk sets and unsets, and the user follows', async () => {
    const a = await add({ name: 'Estrela A' });
    const b = await add({ name: 'Estrela B' });
    expect(await ok('POST', '/toggle-starred-contact', { contactId: a.id })).toBe(a.id);
    expect((await ok<ContactsUser>('GET', '/user')).starred).toContain(a.id);
    expect((await ok<string[]>('POST', '/toggle-starred-contacts', { contactIds: [a.id, b.id] })).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    let starred = (await ok<ContactsUser>('GET', '/user')).starred;
    expect(starred).toContain(b.id);
    expect(starred).not.toContain(a.id);

    const set = await ok<Contact[]>('POST', '/set-contacts-starred', { contactIds: [a.id, b.id] });
    expect(set.map((c) => c.starred)).toEqual([true, true]);
    expect(names(await list('?id=starred&q=estrela'))).toEqual(['Estrela A', 'Estrela B']);
    const unset = await ok<Contact[]>('POST', '/set-contacts-unstarred', { contactIds: [a.id, b.id, a.id] });
    expect(unset.map((c) => c.starred)).toEqual([false, false]);
    starred = (await ok<ContactsUser>('GET', '/user')).starred;
    expect(starred).not.toContain(a.id);

    expect((await ok<string[]>('POST', '/remove-contacts', { contactIds: [a.id, b.id] })).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect(names(await list('?q=estrela'))).toEqual([]);
  });

  it('pages in the database with cursors both ways, its total in the headers, sorted and searched', async () => {
    for (const n of ['Alfa', 'Bravo', 'Charlie', 'Delta', 'Echo'])
      await add({ name: `${n} Página`, company: 'Paging Co' });
    const first = await call('GET', '/contacts?q=paging&limit=2');
    expect(names(first.json())).toEqual(['Alfa Página', 'Bravo Página']);
    expect(first.headers['x-total-count']).toBe('5');
    expect(first.headers['x-prev-cursor']).toBeUndefined();
    const next = first.headers['x-next-cursor'];
    const second = await call('GET', `/contacts?q=paging&limit=2&cursor=${next}`);
    expect(names(second.json())).toEqual(['Charlie Página', 'Delta Página']);
    const back = await call(
      'GET',
      `/contacts?q=paging&limit=2&direction=before&cursor=${second.headers['x-prev-cursor']}`,
    );
    expect(names(back.json())).toEqual(['Alfa Página', 'Bravo Página']);
    expect(names(await list('?q=PAGINA&sort=name&order=desc'))[0]).toBe('Echo Página');
    // The search is a search, not a pattern, and accents are ignored.
    expect(await list('?q=%25')).toEqual([]);
    expect((await call('GET', '/contacts?cursor=nonsense&limit=2')).statusCode).toBe(400);
    expect((await call('GET', '/contacts?limit=101')).statusCode).toBe(400);
  });

  it('keeps each account’s contacts its own: another’s id is not found, and a bulk change holding one changes nothing', async () => {
    const mine = await add({ name: 'Só Meu' });
    const theirs = (await list('', 'admin'))[0];
    if (!theirs) throw new Error('The admin has no contacts');
    const bulk = await call('POST', '/set-contacts-starred', { contactIds: [mine.id, theirs.id] });
    expect(bulk.statusCode).toBe(404);
    expect(bulk.json()).toMatchObject({ message: 'No contact has this id', code: 'contacts.notFound' });
    expect((await list('?q=só meu'))[0]?.starred).toBe(false);
    for (const [url, payload] of [
      ['/update-contact', { contact: { ...mine } }],
      ['/remove-contact', { contactId: mine.id }],
      ['/toggle-starred-contact', { contactId: mine.id }],
      ['/remove-contacts', { contactIds: [mine.id] }],
    ] as const) {
      expect((await call('POST', url, payload, 'admin')).statusCode, url).toBe(404);
    }
    // Adding with another account's id neither takes nor reveals it.
    expect((await call('POST', '/add-contact', { contact: { id: mine.id, name: 'Roubo' } }, 'admin')).statusCode).toBe(
      404,
    );
    expect(names(await list('?q=só meu'))).toEqual(['Só Meu']);
    expect(names(await list('?q=só meu', 'admin'))).toEqual([]);
  });

  it('imports all rows or none, and exports the view as formula-safe CSV and as vCard', async () => {
    const refused = await call('POST', '/import', {
      contacts: [{ name: 'Importado Um' }, { name: 'Importado Dois', email: 'bad' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().codes).toEqual({ 'contacts.1.email': 'contacts.email' });
    expect(await list('?q=importado')).toEqual([]);

    const imported = await ok<Contact[]>('POST', '/import', {
      contacts: [
        { name: 'Importado Um', phone: '+55 11 3333-4444' },
        { name: '=HYPERLINK("x")', lastName: 'Importado' },
      ],
    });
    expect(imported).toHaveLength(2);

    const csv = await call('GET', '/export?q=importado&delimiter=;');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="contacts-.*\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('name;lastName;nickname;company;jobTitle;email;phone;address;birthday;notes');
    expect(lines).toContain(
      `'=HYPERLINK(""x"");Importado;;;;;;;;`.replace(`'=HYPERLINK(""x"")`, `"'=HYPERLINK(""x"")"`),
    );
    expect(lines).toContain("Importado Um;;;;;;'+55 11 3333-4444;;;");

    const vcf = await call('GET', '/export?format=vcf&q=importado%20um');
    expect(vcf.headers['content-type']).toContain('text/vcard');
    expect(vcf.body).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:;Importado Um;;;\r\nFN:Importado Um\r\nTEL:+55 11 3333-4444\r\nEND:VCARD\r\n',
    );
  });

  it('shows the mails exchanged with a contact, from the account’s own mailbox', async () => {
    const marta = (await list('?q=marta.ribeiro', 'staff'))[0];
    if (!marta) throw new Error('no sample contact Marta Ribeiro');
    const mails = await ok<{ items: { subject: string; fromEmail: string; time: string }[] }>(
      'GET',
      `/contact-mails?contactId=${marta.id}`,
      undefined,
      'staff',
    );
    expect(mails.items.length).toBeGreaterThan(0);
    expect(mails.items.some((mail) => mail.fromEmail === 'marta.ribeiro@conecta.example')).toBe(true);
    const times = mails.items.map((mail) => mail.time);
    expect(times).toEqual([...times].sort().reverse());
    // Another account's contact is not found; a contact without email has no mails.
    expect((await call('GET', `/contact-mails?contactId=${marta.id}`)).statusCode).toBe(404);
    const silent = await add({ name: 'Sem E-mail' });
    expect(await ok('GET', `/contact-mails?contactId=${silent.id}`)).toEqual({ items: [] });
    const stranger = await add({ name: 'Estranho', email: 'ninguem@nowhere.example' });
    expect(await ok('GET', `/contact-mails?contactId=${stranger.id}`)).toEqual({ items: [] });
  });

  it('takes a contact photo only through the upload module, readable by its owner alone', async () => {
    const upload = async (bytes: Buffer, who: Who = 'user') => {
      const { payload, headers } = await multipartBody(bytes, { fileName: 'photo.png', type: 'image/png' });
      return t.app.inject({
        method: 'POST',
        url: `${base}/avatar`,
        payload,
        headers: { ...headers, ...bearer(token[who]) },
      });
    };
    expect((await t.app.inject({ method: 'POST', url: `${base}/avatar` })).statusCode).toBe(401);
    expect((await upload(htmlPage)).statusCode).toBe(415);
    const stored = await upload(await makeImage('png', 300, 300));
    expect(stored.statusCode, stored.body).toBe(200);
    const { avatar } = stored.json();
    expect(avatar).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/thumbnail$/);
    const contact = await add({ name: 'Com Foto', avatar });
    expect(contact.avatar).toBe(avatar);
    expect((await t.app.inject({ method: 'GET', url: avatar, headers: bearer(token.user) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: avatar, headers: bearer(token.staff) })).statusCode).toBe(404);
  });
});
