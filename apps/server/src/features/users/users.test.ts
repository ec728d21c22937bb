import { type Account, type AuditEntry, accountMessages, luhnCheckDigit, messageText } from '@conecta/contracts';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../accounts';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { loadSampleData } from '../../db/sample-data';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit';
import { devices } from '../devices';
import { emailOf, usersSampleData } from './seed';

let t: TestApp;
let admin: string;
let staff: string;
let user: string;
const ids: Record<'admin' | 'staff' | 'user', string> = { admin: '', staff: '', user: '' };

beforeAll(async () => {
  t = await createTestApp();
  // A no-op once the people are part of every database's sample data.
  await loadSampleData(t.db, [usersSampleData]);
  // The device counts asserted here are of the devices this file adds, whatever the sample fleet holds.
  await t.db.delete(devices);
  admin = await signIn(t.app, 'admin@conecta.example', 'admin');
  staff = await signIn(t.app, 'staff@conecta.example', 'staff');
  user = await signIn(t.app, 'user@conecta.example', 'user');
  for (const role of ['admin', 'staff', 'user'] as const) ids[role] = await idOf(`${role}@conecta.example`);
});
afterAll(() => t.close());

async function idOf(email: string): Promise<string> {
  const [row] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const patch = (id: string, payload: object, token = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, payload, headers: bearer(token) });
const remove = (id: string, token = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: bearer(token) });

let imeiSerial = 35_000_000_000_000;
/** Inserts a device owned by `ownerId` with a valid, unique IMEI. */
async function addDevice(ownerId: string, ownerName: string) {
  const body = String(imeiSerial++);
  const [row] = await t.db
    .insert(devices)
    .values({
      imei: body + luhnCheckDigit(body),
      serialNumber: `SN-${body}`,
      kind: 'handset',
      manufacturer: 'Motorola',
      model: 'moto g84',
      network: '5G',
      status: 'active',
      ownerId,
      ownerName,
    })
    .returning();
  if (!row) throw new Error('device not inserted');
  return row;
}

async function addAccount(email: string, displayName = 'Temporária da Silva') {
  const [row] = await t.db
    .insert(accounts)
    .values({ email, displayName, roles: ['user'], shortcuts: [], provider: 'custom' })
    .returning();
  if (!row) throw new Error('account not inserted');
  return row;
}

/** Follows nextCursor from the first page to the last, collecting every row. */
async function readAllPages(query: string, limit: number): Promise<Account[]> {
  const rows: Account[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const response = await get(`/api/users?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.items.length).toBeLessThanOrEqual(limit);
    rows.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) return rows;
  }
  throw new Error('paging never ended');
}

describe('who may use the user-data routes', () => {
  const routes = (id: string) =>
    [
      ['GET', '/api/users'],
      ['GET', '/api/users/export.csv'],
      ['GET', `/api/users/${id}`],
      ['GET', `/api/users/${id}/history`],
      ['PATCH', `/api/users/${id}`],
      ['DELETE', `/api/users/${id}`],
    ] as const;

  it('answers 401 without a token or with a forged one', async () => {
    for (const [method, url] of routes(ids.user)) {
      for (const headers of [{}, bearer('forged.token.value')]) {
        const response = await t.app.inject({ method, url, headers, payload: { status: 'disabled' } });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    }
  });

  it('answers 403 to staff and users, and changes nothing', async () => {
    for (const token of [staff, user]) {
      for (const [method, url] of routes(ids.user)) {
        const response = await t.app.inject({ method, url, headers: bearer(token), payload: { status: 'disabled' } });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toMatch(/admin/);
      }
    }
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, ids.user));
    expect(row?.status).toBe('active');
  });
});

describe('GET /api/users', () => {
  it('lists every account, newest first, with roles, provider, status and devices owned', async () => {
    const response = await get('/api/users?limit=100');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.total).toBe(63);
    expect(list.totalIsEstimate).toBe(false);
    expect(list.items).toHaveLength(63);
    const created = list.items.map((a: Account) => a.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const ana = list.items.find((a: Account) => a.email === 'admin@conecta.example');
    expect(ana).toMatchObject({ displayName: 'Ana Admin', role: ['admin'], from: 'custom', status: 'active' });
    expect(ana.lastSignInAt).not.toBeNull();
    const never = list.items.filter((a: Account) => a.lastSignInAt === null);
    expect(never.length).toBeGreaterThan(0);
  });

  it('filters by role, provider, status and a search in name or email', async () => {
    const emails = async (query: string) =>
      (await get(`/api/users?limit=100&${query}`)).json().items.map((a: Account) => a.email);

    expect(await emails('role=admin')).toEqual(
      expect.arrayContaining(['admin@conecta.example', emailOf('Mariana Albuquerque'), emailOf('Rafael Monteiro')]),
    );
    expect(await emails('role=admin')).toHaveLength(3);
    const auth0 = (await get('/api/users?from=auth0&limit=100')).json();
    expect(auth0.total).toBe(auth0.items.length);
    expect(auth0.items.every((a: Account) => a.from === 'auth0')).toBe(true);
    expect(auth0.total).toBeGreaterThanOrEqual(3);
    const disabled = (await get('/api/users?status=disabled')).json();
    expect(disabled.total).toBe(4);
    expect(disabled.items.every((a: Account) => a.status === 'disabled')).toBe(true);

    // By part of the name, whatever its case and accents as typed…
    expect(await emails(`q=${encodeURIComponent('GONÇALVES')}`)).toEqual([emailOf('Lucas Gonçalves')]);
    expect(await emails('q=goncalves')).toEqual([emailOf('Lucas Gonçalves')]);
    expect(await emails('q=JOAO%20PEDRO')).toEqual([emailOf('João Pedro Lima')]);
    // …or of the email.
    expect(await emails('q=joao.pedro')).toEqual([emailOf('João Pedro Lima')]);
    // LIKE's wildcards are taken as plain characters, not "match anything".
    expect(await emails(`q=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await emails(`q=${encodeURIComponent('_')}`)).toEqual([]);
    // Filters combine.
    expect(await emails('role=staff&status=disabled')).toEqual([emailOf('Rodrigo Teixeira')]);
  });

  it('pages with cursors in every sort, each row once, in the order of one long page', async () => {
    const owner = await idOf(emailOf('Camila Rocha'));
    for (let i = 0; i < 3; i++) await addDevice(owner, 'Camila Rocha');
    await addDevice(ids.staff, 'Sérgio Staff');

    for (const sort of ['displayName', 'email', 'from', 'status', 'deviceCount', 'createdAt', 'lastSignInAt']) {
      for (const order of ['asc', 'desc']) {
        const query = `sort=${sort}&order=${order}`;
        const whole = (await get(`/api/users?${query}&limit=100`)).json().items.map((a: Account) => a.uuid);
        const paged = (await readAllPages(query, 7)).map((a) => a.uuid);
        expect(paged, query).toEqual(whole);
        expect(new Set(paged).size).toBe(63);
      }
    }

    const byDevices = (await get('/api/users?sort=deviceCount&order=desc&limit=2')).json();
    expect(byDevices.items.map((a: Account) => [a.displayName, a.deviceCount])).toEqual([
      ['Camila Rocha', 3],
      ['Sérgio Staff', 1],
    ]);

    // Nulls (never signed in) come last ascending and first descending.
    const ascending = await readAllPages('sort=lastSignInAt&order=asc', 10);
    const firstNull = ascending.findIndex((a) => a.lastSignInAt === null);
    expect(firstNull).toBeGreaterThan(0);
    expect(ascending.slice(firstNull).every((a) => a.lastSignInAt === null)).toBe(true);
    const signedIn = ascending.slice(0, firstNull).map((a) => a.lastSignInAt);
    expect(signedIn).toEqual([...signedIn].sort());
  });

  it('goes back a page with prevCursor and direction=before', async () => {
    const first = (await get('/api/users?sort=displayName&order=asc&limit=5')).json();
    expect(first.prevCursor).toBeNull();
    const second = (await get(`/api/users?sort=displayName&order=asc&limit=5&cursor=${first.nextCursor}`)).json();
    expect(second.prevCursor).not.toBeNull();
    const back = (
      await get(`/api/users?sort=displayName&order=asc&limit=5&cursor=${second.prevCursor}&direction=before`)
    ).json();
    expect(back.items.map((a: Account) => a.uuid)).toEqual(first.items.map((a: Account) => a.uuid));
  });

  it('answers 400 naming a bad parameter', async () => {
    const sort = await get('/api/users?sort=password');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().error).toEqual({ sort: 'Unknown sort field' });
    const several = await get('/api/users?limit=0&role=root&status=gone');
    expect(several.statusCode).toBe(400);
    expect(Object.keys(several.json().error).sort()).toEqual(['limit', 'role', 'status']);
    const cursor = await get('/api/users?cursor=not-a-cursor');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().error).toEqual({ cursor: 'Invalid cursor' });
  });
});

describe('GET /api/users/export.csv', () => {
  it('exports the filtered, sorted list with every column', async () => {
    const response = await get('/api/users/export.csv?status=disabled&sort=email&order=asc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="accounts-.*\.csv"/);
    const [header, ...rows] = parse(response.body) as string[][];
    expect(header).toEqual([
      'uuid',
      'email',
      'displayName',
      'role',
      'from',
      'status',
      'deviceCount',
      'createdAt',
      'lastSignInAt',
    ]);
    const list = (await get('/api/users?status=disabled&sort=email&order=asc')).json().items as Account[];
    expect(rows.map((row) => row[1])).toEqual(list.map((a) => a.email));
    expect(rows.every((row) => row[5] === 'disabled')).toBe(true);
    const rodrigo = rows.find((row) => row[2] === 'Rodrigo Teixeira');
    expect(rodrigo?.[3]).toBe('staff');
  });

  it('exports every matching row, past one read batch, and joins several roles with |', async () => {
    await t.db
      .update(accounts)
      .set({ roles: ['staff', 'user'] })
      .where(eq(accounts.email, emailOf('Bruno Cardoso')));
    const all = parse((await get('/api/users/export.csv?limit=1')).body, { columns: true }) as Record<string, string>[];
    expect(all).toHaveLength(63);
    expect(all.find((row) => row.displayName === 'Bruno Cardoso')?.role).toBe('staff|user');
    expect(all.find((row) => row.email === 'staff@conecta.example')?.deviceCount).toBe('1');
  });

  it('keeps a name that looks like a formula from running in a spreadsheet', async () => {
    const sneaky = await addAccount('sneaky@conecta.example', '=HYPERLINK("http://evil.example")');
    const rows = parse((await get('/api/users/export.csv?q=sneaky')).body, { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.map((row) => row.displayName)).toEqual(['\'=HYPERLINK("http://evil.example")']);
    await t.db.delete(accounts).where(eq(accounts.id, sneaky.id));
  });
});

describe('GET /api/users/:id', () => {
  it('answers the profile with the stored user data', async () => {
    const response = await get(`/api/users/${ids.staff}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      uuid: ids.staff,
      email: 'staff@conecta.example',
      role: ['staff'],
      status: 'active',
      settings: {},
      shortcuts: ['calendar', 'mail', 'contacts', 'todo'],
    });
    expect(response.json().deviceCount).toBe(1);
    expect(response.json().updatedAt).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await get(`/api/users/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(messageText(accountMessages.notFound));
    }
  });
});

describe('PATCH /api/users/:id: roles', () => {
  it('takes effect on the next request and is written to the history', async () => {
    expect((await get('/api/users', user)).statusCode).toBe(403);
    const promoted = await patch(ids.user, { role: ['user', 'admin', 'user'] });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ uuid: ids.user, role: ['admin', 'user'] });
    expect((await get('/api/users', user)).statusCode).toBe(200);

    expect((await patch(ids.user, { role: ['user'] })).statusCode).toBe(200);
    expect((await get('/api/users', user)).statusCode).toBe(403);

    const history = (await get(`/api/users/${ids.user}/history`)).json().items as AuditEntry[];
    expect(history.slice(0, 2).map((entry) => [entry.action, entry.changes.role])).toEqual([
      ['roles', { from: ['admin', 'user'], to: ['user'] }],
      ['roles', { from: ['user'], to: ['admin', 'user'] }],
    ]);
    expect(history[0]).toMatchObject({
      entity: 'account',
      entityId: ids.user,
      entityLabel: 'user@conecta.example',
      actor: { id: ids.admin, email: 'admin@conecta.example', displayName: 'Ana Admin' },
    });
  });

  it('answers 400 naming the field for bad roles and 404 for an unknown account', async () => {
    const empty = await patch(ids.user, { role: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toEqual({ role: messageText(accountMessages.role) });
    const unknown = await patch(ids.user, { role: ['root'] });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error)).toEqual(['role.0']);
    const status = await patch(ids.user, { status: 'paused' });
    expect(status.statusCode).toBe(400);
    expect(Object.keys(status.json().error)).toEqual(['status']);
    const missing = await patch('00000000-0000-4000-8000-000000000000', { status: 'disabled' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messageText(accountMessages.notFound));
  });

  it('writes nothing when nothing changes', async () => {
    const before = (await get(`/api/users/${ids.user}/history`)).json().items.length;
    expect((await patch(ids.user, { role: ['user'], status: 'active' })).statusCode).toBe(200);
    expect((await get(`/api/users/${ids.user}/history`)).json().items).toHaveLength(before);
  });
});

describe('PATCH /api/users/:id: disable and re-enable', () => {
  it("refuses the account's existing token at once, and its sign-in, until it is enabled again", async () => {
    const token = await signIn(t.app, 'staff@conecta.example', 'staff');
    const disabled = await patch(ids.staff, { status: 'disabled' });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().status).toBe('disabled');

    for (const url of ['/api/auth/access-token', '/api/quick-panel/data', '/api/preferences/devices']) {
      const response = await get(url, token);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error).toBe(messageText(accountMessages.disabled));
    }
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: bearer(token),
      payload: { user: { data: { shortcuts: [] } } },
    });
    expect(update.statusCode).toBe(401);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'staff@conecta.example', password: 'staff' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({ email: messageText(accountMessages.disabled) });
    // A wrong password still says only that the password is wrong.
    const guess = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'staff@conecta.example', password: 'guess' },
    });
    expect(guess.json().error).toEqual({ password: 'Check your password' });

    const enabled = await patch(ids.staff, { status: 'active' });
    expect(enabled.json().status).toBe('active');
    expect((await get('/api/auth/access-token', token)).statusCode).toBe(200);
    expect(await signIn(t.app, 'staff@conecta.example', 'staff')).toEqual(expect.any(String));

    const history = (await get(`/api/users/${ids.staff}/history?limit=2`)).json().items as AuditEntry[];
    expect(history.map((entry) => [entry.action, entry.changes.status])).toEqual([
      ['enable', { from: 'disabled', to: 'active' }],
      ['disable', { from: 'active', to: 'disabled' }],
    ]);
  });

  it('lets an admin disable another admin, whose admin rights end at once', async () => {
    const other = await idOf(emailOf('Mariana Albuquerque'));
    const otherToken = await t.tokenFor(other);
    expect((await get('/api/users', otherToken)).statusCode).toBe(200);
    expect((await patch(other, { status: 'disabled' })).statusCode).toBe(200);
    const refused = await patch(ids.admin, { status: 'disabled' }, otherToken);
    expect(refused.statusCode).toBe(401);
    expect((await patch(other, { status: 'active' })).statusCode).toBe(200);
  });
});

describe('the console always keeps an admin', () => {
  it('refuses to let an admin remove their own admin role, naming the field', async () => {
    const response = await patch(ids.admin, { role: ['staff'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ role: messageText(accountMessages.ownAdminRole) });
    expect(response.json().message).toBe(messageText(accountMessages.ownAdminRole));
  });

  it('refuses to let an admin disable themselves, naming the field', async () => {
    const response = await patch(ids.admin, { status: 'disabled' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ status: messageText(accountMessages.ownDisable) });
  });

  it('names both fields when both are asked at once', async () => {
    const response = await patch(ids.admin, { role: ['user'], status: 'disabled' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      role: messageText(accountMessages.ownAdminRole),
      status: messageText(accountMessages.ownDisable),
    });
  });

  it('refuses to let an admin delete themselves, whatever the case of the id', async () => {
    for (const id of [ids.admin, ids.admin.toUpperCase()]) {
      const response = await remove(id);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ id: messageText(accountMessages.ownDelete) });
    }
  });

  it('lets an admin add roles to themselves, and leaves them an active admin', async () => {
    expect((await patch(ids.admin, { role: ['admin', 'staff'] })).json().role).toEqual(['admin', 'staff']);
    expect((await patch(ids.admin, { role: ['admin'] })).json().role).toEqual(['admin']);
    const me = (await get(`/api/users/${ids.admin}`)).json();
    expect(me).toMatchObject({ role: ['admin'], status: 'active' });
  });

  it("refuses an admin who lost the role between the guard's check and the write", async () => {
    // Two admins demoting each other at once: each passes the guard, and the first write takes the
    // second one's role. The same server over the same database, with that first write slipped in
    // just before each transaction, plays the race the same way every time.
    const rafael = await idOf(emailOf('Rafael Monteiro'));
    let beforeTransaction: (() => Promise<unknown>) | undefined;
    const racing = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<typeof target.transaction>) => {
          await beforeTransaction?.();
          return target.transaction(...args);
        };
      },
    });
    const app = await buildApp({ config: loadConfig({ WEB_DIST: '/nonexistent' }), db: racing, tokens: t.tokens });
    try {
      beforeTransaction = () =>
        t.db
          .update(accounts)
          .set({ roles: ['user'] })
          .where(eq(accounts.id, rafael));
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/users/${ids.admin}`,
        payload: { role: ['user'] },
        headers: bearer(await t.tokenFor(rafael)),
      });
      expect(response.statusCode).toBe(403);
      expect((await get(`/api/users/${ids.admin}`)).json().role).toEqual(['admin']);
    } finally {
      await app.close();
      await t.db
        .update(accounts)
        .set({ roles: ['admin'] })
        .where(eq(accounts.id, rafael));
    }
  });
});

describe('DELETE /api/users/:id', () => {
  it("unassigns the account's devices, writes the history and deletes the account, together", async () => {
    const doomed = await addAccount('leaving@conecta.example', 'Saulo Saída');
    const phone = await addDevice(doomed.id, doomed.displayName);
    const router = await addDevice(doomed.id, doomed.displayName);
    const kept = await addDevice(ids.user, 'Ursula User');

    const response = await remove(doomed.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unassignedDevices: 2 });

    expect((await get(`/api/users/${doomed.id}`)).statusCode).toBe(404);
    const rows = await t.db.select().from(devices).where(sql`${devices.id} in (${phone.id}, ${router.id}, ${kept.id})`);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const device of [phone, router]) {
      expect(byId.get(device.id)).toMatchObject({ ownerId: null, ownerName: null });
      expect(byId.get(device.id)?.updatedAt.getTime()).toBeGreaterThan(device.updatedAt.getTime());
    }
    expect(byId.get(kept.id)?.ownerId).toBe(ids.user);

    const unassigned = await t.db.select().from(auditLog).where(eq(auditLog.action, 'unassign'));
    expect(unassigned.map((entry) => entry.entityLabel).sort()).toEqual([phone.imei, router.imei].sort());
    expect(unassigned[0]).toMatchObject({
      entity: 'device',
      actorId: ids.admin,
      changes: { ownerId: { from: doomed.id, to: null }, ownerName: { from: 'Saulo Saída', to: null } },
    });

    // The deleted account's trail stays readable by its id.
    const history = (await get(`/api/users/${doomed.id}/history`)).json().items as AuditEntry[];
    expect(history[0]).toMatchObject({
      action: 'delete',
      entity: 'account',
      entityLabel: 'leaving@conecta.example',
      actor: { email: 'admin@conecta.example' },
    });
    expect(history[0]?.changes.displayName).toEqual({ from: 'Saulo Saída', to: null });

    expect((await remove(doomed.id)).statusCode).toBe(404);
  });

  it('leaves everything as it was when any step fails', async () => {
    const doomed = await addAccount('stuck@conecta.example', 'Sofia Presa');
    const device = await addDevice(doomed.id, doomed.displayName);
    const auditBefore = (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n;
    // A database rule that refuses this one deletion: the last step of the transaction fails.
    await t.db.execute(sql`
      create function refuse_stuck() returns trigger language plpgsql as $$
      begin
        if old.email = 'stuck@conecta.example' then raise exception 'refused by test'; end if;
        return old;
      end $$`);
    await t.db.execute(
      sql`create trigger refuse_stuck before delete on accounts for each row execute function refuse_stuck()`,
    );
    try {
      const response = await remove(doomed.id);
      expect(response.statusCode).toBe(500);
      expect(response.json().message).not.toMatch(/refused by test/);
    } finally {
      await t.db.execute(sql`drop trigger refuse_stuck on accounts`);
      await t.db.execute(sql`drop function refuse_stuck()`);
    }
    const [stillOwned] = await t.db.select().from(devices).where(eq(devices.id, device.id));
    expect(stillOwned).toMatchObject({ ownerId: doomed.id, ownerName: 'Sofia Presa' });
    const auditAfter = (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n;
    expect(auditAfter).toBe(auditBefore);
    expect((await get(`/api/users/${doomed.id}`)).statusCode).toBe(200);
  });

  it('takes the account out of the list and its total at once', async () => {
    const before = (await get('/api/users?q=goodbye')).json();
    const doomed = await addAccount('goodbye@conecta.example');
    // The list's total may be cached; the deletion forgets it.
    expect((await get('/api/users?q=goodbye')).json().total).toBe(before.total);
    await remove(doomed.id);
    const after = (await get('/api/users?q=goodbye')).json();
    expect(after.items).toEqual([]);
    expect(after.total).toBe(0);
  });
});

describe('GET /api/users/:id/history', () => {
  it('shows what was done to the account and what it did, newest first, page by page', async () => {
    const target = await idOf(emailOf('Aline Martins'));
    expect((await patch(target, { role: ['staff'] })).statusCode).toBe(200);

    const targetHistory = (await get(`/api/users/${target}/history`)).json();
    expect(targetHistory.items.map((entry: AuditEntry) => entry.action)).toEqual(['roles']);
    expect(targetHistory.nextCursor).toBeNull();

    // The admin's own trail holds what they did to others.
    const first = (await get(`/api/users/${ids.admin}/history?limit=1`)).json();
    expect(first.items[0]).toMatchObject({ action: 'roles', entityId: target });
    expect(first.nextCursor).not.toBeNull();
    const second = (await get(`/api/users/${ids.admin}/history?limit=1&cursor=${first.nextCursor}`)).json();
    expect(second.items).toHaveLength(1);
    expect(Number(second.items[0].id)).toBeLessThan(Number(first.items[0].id));

    // Someone who did nothing and had nothing done to them has an empty trail.
    const quiet = await idOf(emailOf('Yasmin Coelho'));
    expect((await get(`/api/users/${quiet}/history`)).json()).toEqual({ items: [], nextCursor: null });
  });

  it('answers 400 naming a bad limit and 404 for a malformed id', async () => {
    const limit = await get(`/api/users/${ids.admin}/history?limit=500`);
    expect(limit.statusCode).toBe(400);
    expect(Object.keys(limit.json().error)).toEqual(['limit']);
    expect((await get('/api/users/nope/history')).statusCode).toBe(404);
  });
});

describe("an account's name on its devices", () => {
  it('follows a rename of the profile, so the device list sorts and searches by the new name', async () => {
    const device = await addDevice(ids.user, 'Ursula User');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: bearer(user),
      payload: { user: { data: { displayName: 'Ursula Usuária' } } },
    });
    expect(response.statusCode).toBe(200);
    const owned = await t.db.select().from(devices).where(eq(devices.ownerId, ids.user));
    expect(owned.length).toBeGreaterThanOrEqual(2);
    expect(owned.every((row) => row.ownerName === 'Ursula Usuária')).toBe(true);
    expect(owned.find((row) => row.id === device.id)).toBeDefined();
  });
});

describe('the sample people', () => {
  it('are employees of every provider, role and status, who cannot sign in with a password', async () => {
    const people = await t.db.select().from(accounts).where(sql`${accounts.passwordHash} is null`);
    expect(people.length).toBeGreaterThanOrEqual(55);
    expect(new Set(people.map((row) => row.provider))).toEqual(new Set(['custom', 'auth0', 'firebase']));
    expect(people.every((row) => row.email.endsWith('@conecta.example'))).toBe(true);
    const twoYears = Date.now() - 2 * 366 * 24 * 60 * 60 * 1000;
    expect(people.every((row) => row.createdAt.getTime() > twoYears)).toBe(true);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: emailOf('Beatriz Carvalho'), password: 'staff' },
    });
    expect(refused.statusCode).toBe(401);
  });
});
