/**
 * `npm run bench:apps`: seeds one mailbox with 100,000 mails, one account with 10,000 to-dos, 10,000 notes and 10,000 contacts,
 * and the shop with 50,000 products and 200,000 orders, then prints p50/p95 of the Mail, To-do, Notes, Contacts, E-commerce
 * and Invoices calls through Fastify's `inject` (no network): listing a folder, a label, a filter, a search, a
 * deep page, opening a mail, the to-do and notes lists, the product and order lists sorted, filtered and searched
 * (issue 23: p95 under 50 ms), the invoice with its PDF made on the server, and a scrumboard of 2,000 cards. It prints figures; it never fails on a time. Targets
 * (issue 15): p95 under 50 ms for lists, under 100 ms for search; 200 ms for a PDF (a click's wait for a download).
 * Last, the analytics dashboard on a 1,000,000-device fleet (issue 24: every widget query p95 under 100 ms; see
 * `bench/analytics.ts`); `BENCH_APPS_ONLY=analytics` runs that section alone.
 *
 * PostgreSQL when DATABASE_URL is set (a database `bench_apps`, or BENCH_APPS_DATABASE, of its own on that
 * server, dropped at the end), otherwise the embedded PGlite in a temporary folder, removed at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sampleInvoiceId } from '@conecta/contracts/invoices';
import { searchLimits } from '@conecta/contracts/search';
import { eq, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { accounts, tokenOfNewSession } from '../src/accounts';
import { buildApp } from '../src/app';
import { createTokenService } from '../src/auth/tokens';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { loadSampleData } from '../src/db/sample-data';
import { features } from '../src/features';
import { forgetShopCounts } from '../src/features/e-commerce';
import { mailItems } from '../src/features/mail/table';

const contactCount = 10_000;

const noteCount = 10_000;

import { fleetOwners, seedFleet } from '../scripts/fleet-seeding';
import { devices } from '../src/features/devices';
import { sampleDataSets } from '../src/sample-data';
import { benchAnalytics } from './analytics';
import { benchFileManager } from './file-manager';
import { benchScrumboard } from './scrumboard';
import { getOk, percentile, timePlan } from './timing';

const mailCount = 100_000;
const todoCount = 10_000;
const productCount = 50_000;
const orderCount = 200_000;
/** The fleet the console-wide search runs over (issue 25); `BENCH_DEVICES=0` leaves it out. */
const deviceCount = Number(process.env.BENCH_DEVICES ?? 1_000_000);
const batch = 20_000;
const repetitions = 60;
const warmUps = 5;
const serverUrl = process.env.DATABASE_URL;
/**
 * `BENCH_APPS_ONLY=file-manager`, `scrumboard` or `analytics` runs that application's part alone (its own seed, no mailbox or shop);
 * `search` seeds everything and measures only the console-wide search, with each source's own figure.
 */
const only = process.env.BENCH_APPS_ONLY;
/** Its own database on the server, dropped at the end (BENCH_APPS_DATABASE: another name, so two runs do not meet). */
const benchDatabase = process.env.BENCH_APPS_DATABASE ?? 'bench_apps';
/**
 * `BENCH_APPS_KEEP=1` (PostgreSQL): the database is kept at the end, and a run that finds it seeded measures it as it
 * is (no new seed): for looking into a figure, and measuring again after a change, without seeding a million
 * devices each time.
 */
const keep = process.env.BENCH_APPS_KEEP === '1';
const log = (line = '') => console.log(line);

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function openBenchDatabase(): Promise<{ handle: DatabaseHandle; where: string; cleanUp(): Promise<void> }> {
  if (serverUrl) {
    if (new URL(serverUrl).pathname === `/${benchDatabase}`)
      throw new Error(`Point DATABASE_URL at another database: the benchmark drops ${benchDatabase}.`);
    if (!keep) await onServer(serverUrl, `drop database if exists ${benchDatabase} with (force)`);
    await onServer(serverUrl, `create database ${benchDatabase}`).catch((error: unknown) => {
      // Kept from the last run: measured as it is.
      if (!keep) throw error;
    });
    const url = new URL(serverUrl);
    url.pathname = `/${benchDatabase}`;
    return {
      handle: await openDatabase({ databaseUrl: url.toString() }),
      where: `PostgreSQL, database ${benchDatabase} on ${url.host}`,
      cleanUp: async () => {
        if (keep) log(`kept the database ${benchDatabase} (BENCH_APPS_KEEP=1)`);
        else await onServer(serverUrl, `drop database if exists ${benchDatabase} with (force)`);
      },
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'conecta-bench-apps-'));
  return {
    handle: await openDatabase({ dataDir }),
    where: `PGlite (embedded) in ${dataDir}`,
    cleanUp: () => rm(dataDir, { recursive: true, force: true }),
  };
}

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]`);
const senders = textArray([
  'Vivo Empresas',
  'Claro Corporativo',
  'Samsung Distribuição',
  'IT Service Desk',
  'Marta Ribeiro',
  'LogiTrans Logística',
  'TIM Empresas',
  'Apple Business',
]);
const topics = textArray([
  'Fatura de novembro',
  'Portabilidade de linhas',
  'Pedido de aparelhos',
  'Ticket MDM',
  'Invoice overdue',
  'Shipment update',
  'Roaming request',
  'eSIM rollout',
]);
const sentences = textArray([
  'Segue em anexo a fatura corporativa referente às linhas móveis do mês.',
  'Confirmamos a janela de portabilidade das linhas do lote informado.',
  'Your order of handsets has shipped and will arrive in five business days.',
  'The last batch of devices fails the enrollment step in the MDM console.',
  'Favor conferir o inventário de chips antes de aprovar o pagamento.',
  'Please review the attached proposal for the IoT lines before Friday.',
  'O técnico de campo precisa de um aparelho reserva com urgência.',
  'Roaming will be enabled only on request through the service desk.',
]);

/** 100,000 mails in INSERT … SELECT batches: 60% inbox, the rest spread over the other folders. */
async function seedMails(db: DatabaseHandle['db'], accountId: string): Promise<void> {
  for (let from = 1; from <= mailCount; from += batch) {
    const to = Math.min(mailCount, from + batch - 1);
    const body: SQL = sql`(${sentences})[1 + g % 8] || ' ' || (${sentences})[1 + (g / 8) % 8] || ' Ref. ' || g`;
    await db.execute(sql`
      insert into mail_messages (account_id, folder, from_name, from_email, "to", subject, message, body_text, time, read, starred, important, labels)
      select ${accountId}::uuid,
        case when g % 10 < 6 then 0 when g % 10 = 6 then 1 when g % 10 = 7 then 2 when g % 10 = 8 then 3 else 4 end,
        (${senders})[1 + g % 8], 'sender' || (g % 50) || '@fornecedor.example', '[]'::jsonb,
        (${topics})[1 + (g / 3) % 8] || ' #' || g,
        '<p>' || ${body} || '</p>', ${body},
        now() - make_interval(secs => g * 37),
        g % 3 <> 0, g % 17 = 0, g % 23 = 0,
        (case g % 11 when 0 then '{0}' when 1 then '{2}' when 2 then '{1,3}' else '{}' end)::smallint[]
      from generate_series(${from}::int, ${to}::int) as g`);
  }
}

async function seedTodos(db: DatabaseHandle['db'], accountId: string): Promise<void> {
  await db.execute(sql`
    insert into todo_items (account_id, title, notes, start_date, due_date, completed, starred, important, deleted, labels, position)
    select ${accountId}::uuid, (${topics})[1 + g % 8] || ' ' || g, (${sentences})[1 + g % 8],
      now() + make_interval(hours => (g % 500) - 250), now() + make_interval(hours => (g % 500) - 200),
      g % 4 = 0, g % 13 = 0, g % 9 = 0, g % 20 = 0,
      (case g % 7 when 0 then '{0}' when 1 then '{1,2}' when 2 then '{3}' when 3 then '{4}' else '{}' end)::smallint[],
      1000 + g
    from generate_series(1, ${todoCount}::int) as g`);
}

const productNames = textArray([
  'Galaxy A55',
  'Moto G84',
  'Redmi Note 13',
  'Mesh router AX',
  'LTE hotspot',
  'SIM kit',
  'USB-C charger',
  'Power bank',
]);
const productCategories = textArray(['Handsets', 'Routers', 'SIM kits', 'Accessories']);
const firstNames = textArray([
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Felipe',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
]);
const lastNames = textArray([
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Dias',
  'Ferreira',
  'Gomes',
  'Lima',
  'Moreira',
  'Ribeiro',
  'Santos',
  'Teixeira',
]);

/** 50,000 products and 200,000 orders in INSERT … SELECT batches (the feature's columns, written by the database). */
async function seedShop(db: DatabaseHandle['db']): Promise<void> {
  await db.execute(sql`
    insert into e_commerce_products (name, handle, description, categories, tags, price_tax_excl_cents, price_tax_incl_cents,
      tax_rate, quantity, sku, width, height, depth, weight, extra_shipping_fee_cents, active, created_at, updated_at)
    select (${productNames})[1 + g % 8] || ' ' || g, 'bench-product-' || g, '', array[(${productCategories})[1 + g % 4]], '{}',
      1000 + (g * 7919) % 500000, round((1000 + (g * 7919) % 500000) * 1.1), 10, g % 200, 'B-' || g, '10 cm', '10 cm', '5 cm', '1 kg',
      300, case when g % 10 = 0 then 'false' else 'true' end, now() - make_interval(secs => g), now() - make_interval(secs => g)
    from generate_series(1, ${productCount}::int) as g`);
  for (let from = 1; from <= orderCount; from += batch) {
    const to = Math.min(orderCount, from + batch - 1);
    await db.execute(sql`
      insert into e_commerce_orders (reference, subtotal_cents, tax_cents, discount_cents, total_cents, ordered_at, customer_name,
        customer, products, status_id, status_history, payment, shipping_details)
      select 'B' || lpad(g::text, 9, '0'), s, s / 10, 0, s + s / 10, now() - make_interval(secs => g * 13), f || ' ' || l,
        jsonb_build_object('id', g::text, 'firstName', f, 'lastName', l, 'avatar', '', 'company', '', 'jobTitle', '',
          'email', 'c' || g || '@example.com', 'phone', '',
          'invoiceAddress', jsonb_build_object('address', 'Rua ' || g, 'lat', 0, 'lng', 0),
          'shippingAddress', jsonb_build_object('address', 'Rua ' || g, 'lat', 0, 'lng', 0)),
        jsonb_build_array(jsonb_build_object('id', g::text, 'name', 'Bench product', 'price', (s / 100.0)::text, 'quantity', 1,
          'total', (s / 100.0)::text, 'image', '')),
        1 + g % 14,
        jsonb_build_array(jsonb_build_object('id', 1 + g % 14, 'name', 'Status', 'color', 'blue-500', 'date', '2026/11/20 10:00:00')),
        jsonb_build_object('transactionId', 't' || g, 'method', 'PayPal', 'date', '2026/11/20 10:00:00'),
        jsonb_build_array(jsonb_build_object('tracking', '', 'carrier', 'TNT', 'weight', '1 kg', 'feeCents', 300, 'date', '2026/11/20 10:00:00'))
      from (select g, 1000 + (g::bigint * 104729) % 900000 as s, (${firstNames})[1 + g % 10] as f, (${lastNames})[1 + (g / 10) % 11] as l
            from generate_series(${from}::int, ${to}::int) as g) as rows`);
  }
}

/** 10,000 notes: a tenth archived, a fifth with a reminder ahead, a fifth with the first label, some checklists. */
async function seedNotes(db: DatabaseHandle['db'], accountId: string, labelId: string): Promise<void> {
  await db.execute(sql`
    insert into notes_items (account_id, title, description, archive, time, reminder, reminder_fired_at, checklist, checklist_text, labels)
    select ${accountId}::uuid, (${topics})[1 + g % 8] || ' ' || g, (${sentences})[1 + g % 8], g % 10 = 0,
      now() - make_interval(secs => g * 41),
      case when g % 5 = 1 then now() + make_interval(days => 1 + g % 30) end, null,
      case when g % 3 = 0 then jsonb_build_array(jsonb_build_object('id', 'i' || g, 'checked', false, 'text', 'Item ' || g)) else '[]'::jsonb end,
      case when g % 3 = 0 then 'Item ' || g else '' end,
      case when g % 5 = 2 then array[${labelId}::uuid] else '{}'::uuid[] end
    from generate_series(1, ${noteCount}::int) as g`);
}

/** 10,000 contacts (issue 22): names, companies, emails and phones spread so searches find a few or many. */
async function seedContacts(db: DatabaseHandle['db'], accountId: string): Promise<void> {
  const first = textArray(['Ana', 'Bruno', 'Carla', 'Diego', 'Elaine', 'Fábio', 'Gabriela', 'Heitor', 'Íris', 'João']);
  const last = textArray(['Silva', 'Souza', 'Oliveira', 'Pereira', 'Lima', 'Gonçalves', 'Almeida', 'Ferraz']);
  await db.execute(sql`
    insert into contacts_contacts (account_id, name, last_name, company, job_title, email, phone, starred, frequent)
    select ${accountId}::uuid, (${first})[1 + g % 10] || ' ' || g, (${last})[1 + (g / 10) % 8],
      (${senders})[1 + g % 8], (${topics})[1 + g % 8], 'pessoa' || g || '@empresa.example',
      '+55 11 9' || lpad(g::text, 8, '0'), g % 17 = 0, g % 29 = 0
    from generate_series(1, ${contactCount}::int) as g`);
  // The search's folded text, as the API writes it (features/contacts/search-text.ts).
  await db.execute(sql`
    update contacts_contacts set search_text = lower(unaccent(concat_ws(' ', name, last_name, nickname, company, email, phone)))
    where account_id = ${accountId}::uuid`);
}

/**
 * What each source of the console-wide search costs on its own, for the searches above: where the time of
 * `GET /api/search` goes (its sources run in turn, so the call costs their sum).
 */
async function benchSearchSources(
  db: DatabaseHandle['db'],
  account: typeof accounts.$inferSelect,
  { repetitions: rounds, log: say }: { repetitions: number; log: (line?: string) => void },
): Promise<void> {
  const sources = features.flatMap((feature) => feature.searchSources ?? []);
  const queries = ['fatura', 'portab', '3500'];
  say();
  say(`${'search source (over "fatura", "portab", "3500")'.padEnd(42)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}`);
  for (const source of sources) {
    const times: number[] = [];
    for (let round = 0; round < Math.ceil(rounds / 3); round++) {
      for (const q of queries) {
        const at = performance.now();
        await source.search(db, { q, account, limit: searchLimits.perKind });
        times.push(performance.now() - at);
      }
    }
    const sorted = times.sort((a, b) => a - b);
    say(
      `${`  ${source.kind}`.padEnd(42)} ${percentile(sorted, 0.5).toFixed(1).padStart(6)}ms ${percentile(sorted, 0.95).toFixed(1).padStart(6)}ms`,
    );
  }
}

async function seedAll(db: DatabaseHandle['db'], accountId: string, noteLabelId: string): Promise<void> {
  let started = performance.now();
  await seedMails(db, accountId);
  log(`seeded ${mailCount.toLocaleString('en')} mails in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  await seedContacts(db, accountId);
  log(`seeded ${contactCount.toLocaleString('en')} contacts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await db.execute(sql`analyze contacts_contacts`);
  await seedTodos(db, accountId);
  log(`seeded ${todoCount.toLocaleString('en')} to-dos in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  await seedNotes(db, accountId, noteLabelId);
  log(`seeded ${noteCount.toLocaleString('en')} notes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await db.execute(sql`analyze notes_items`);
  started = performance.now();
  await seedShop(db);
  forgetShopCounts(db);
  log(
    `seeded ${productCount.toLocaleString('en')} products and ${orderCount.toLocaleString('en')} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // VACUUM also moves the bulk insert's trigram entries out of the GIN pending lists, as autovacuum would.
  await db.execute(sql`vacuum analyze e_commerce_products`);
  await db.execute(sql`vacuum analyze e_commerce_orders`);
  await db.execute(sql`analyze mail_messages`);
  await db.execute(sql`analyze todo_items`);
  if (deviceCount > 0) {
    started = performance.now();
    await seedFleet(db, { count: deviceCount, seed: 25, owners: await fleetOwners(db), startIndex: 1 });
    await db.execute(sql`vacuum analyze devices`);
    log(`seeded ${deviceCount.toLocaleString('en')} devices in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

async function main() {
  const { handle, where, cleanUp } = await openBenchDatabase();
  const { db } = handle;
  log(
    `bench:apps on ${where}; ${cpus().length} cores, load ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  try {
    await handle.migrate();
    await loadSampleData(db, sampleDataSets);
    const config = loadConfig({ WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' });
    const tokens = createTokenService(randomBytes(32).toString('hex'));
    const app = await buildApp({ config, db, tokens });
    await app.ready();
    try {
      const [account] = await db.select().from(accounts).where(eq(accounts.email, 'user@conecta.example'));
      if (!account) throw new Error('no sample user account');
      const headers = { authorization: `Bearer ${await tokenOfNewSession(db, tokens, account.id)}` };
      const get = (url: string) => app.inject({ method: 'GET', url, headers });
      const benchOptions = { repetitions, warmUps, log };
      if (only === 'file-manager') {
        await benchFileManager(app, db, account.id, headers, benchOptions);
        return;
      }
      if (only === 'scrumboard') {
        const [admin] = await db.select().from(accounts).where(eq(accounts.email, 'admin@conecta.example'));
        if (!admin) throw new Error('no sample admin account');
        const adminHeaders = { authorization: `Bearer ${await tokenOfNewSession(db, tokens, admin.id)}` };
        await benchScrumboard(app, db, admin.id, adminHeaders, benchOptions);
        return;
      }
      if (only === 'analytics') {
        await benchAnalytics(app, db, headers, benchOptions);
        return;
      }
      // The first calls write the sample mailbox and to-dos; the bench rows come on top of them.
      await get('/api/mail-app/mails');
      await get('/api/todo-app/todos');
      await get('/api/contacts-app/contacts?limit=1');
      const [noteLabel] = (await get('/api/notes-app/labels')).json() as { id: string }[];
      if (!noteLabel) throw new Error('no sample note label');

      // A kept database that holds the mailbox was seeded whole by an earlier run.
      const seeded = await db.$count(mailItems, eq(mailItems.accountId, account.id));
      const alreadySeeded = keep && seeded >= mailCount;
      if (!alreadySeeded) await seedAll(db, account.id, noteLabel.id);
      else log('measuring the kept database as it is');
      const [someDevice] = await db
        .select({ imei: devices.imei })
        .from(devices)
        .limit(1)
        .offset(deviceCount >> 1);
      const deviceImei = someDevice?.imei ?? '350000000000000';

      const deepCursor = async (url: string, pages: number) => {
        let cursor: string | null = null;
        for (let page = 0; page < pages; page++) {
          const response = await get(`${url}${cursor ? `&cursor=${cursor}` : ''}`);
          cursor = response.json().nextCursor;
        }
        return `${url}&cursor=${cursor}`;
      };
      // The contacts' page position travels in headers (the body is the spec's array).
      const deepContacts = async (url: string, pages: number) => {
        let cursor: string | null = null;
        for (let page = 0; page < pages; page++) {
          const response = await get(`${url}${cursor ? `&cursor=${cursor}` : ''}`);
          cursor = String(response.headers['x-next-cursor'] ?? '');
        }
        return `${url}&cursor=${cursor}`;
      };
      const deepContactsUrl = await deepContacts('/api/contacts-app/contacts?id=all&limit=25', 300);
      const ids = (
        (await get('/api/mail-app/mails?folderHandle=inbox&limit=100')).json().items as { id: string }[]
      ).map((item) => item.id);
      let opened = 0;
      const shop = '/api/e-commerce-app';
      const orderIds = ((await get(`${shop}/orders?limit=100`)).json() as { id: string }[]).map((order) => order.id);
      let deepProducts = `${shop}/products?limit=25`;
      for (let page = 0; page < 100; page++) {
        const cursor = (await get(deepProducts)).headers['x-next-cursor'];
        deepProducts = `${shop}/products?limit=25&cursor=${cursor}`;
      }
      const plan: { kind: string; target: number; url: () => string }[] = [
        { kind: 'mail: folder inbox, first page', target: 50, url: () => '/api/mail-app/mails?folderHandle=inbox' },
        {
          kind: 'mail: folder inbox, page 200',
          target: 50,
          url: (
            (u) => () =>
              u
          )(await deepCursor('/api/mail-app/mails?folderHandle=inbox', 200)),
        },
        { kind: 'mail: folder trash', target: 50, url: () => '/api/mail-app/mails?folderHandle=trash' },
        { kind: 'mail: label invoice', target: 50, url: () => '/api/mail-app/mails?labelHandle=invoice' },
        { kind: 'mail: label paypal', target: 50, url: () => '/api/mail-app/mails?labelHandle=paypal' },
        { kind: 'mail: filter starred', target: 50, url: () => '/api/mail-app/mails?filterHandle=starred' },
        { kind: 'mail: filter important', target: 50, url: () => '/api/mail-app/mails?filterHandle=important' },
        {
          kind: 'mail: search "fatura" in inbox',
          target: 100,
          url: () => '/api/mail-app/mails?folderHandle=inbox&q=fatura',
        },
        {
          kind: 'mail: search "enrollment MDM" in inbox',
          target: 100,
          url: () => '/api/mail-app/mails?folderHandle=inbox&q=enrollment%20MDM',
        },
        {
          kind: 'mail: search as typed "fat" (prefix)',
          target: 100,
          url: () => '/api/mail-app/mails?folderHandle=inbox&q=fat',
        },
        {
          kind: 'mail: search "linhas portab" (prefix)',
          target: 100,
          url: () => '/api/mail-app/mails?folderHandle=inbox&q=linhas%20portab',
        },
        {
          kind: 'mail: search rare "77779" in trash',
          target: 100,
          url: () => '/api/mail-app/mails?folderHandle=trash&q=77779',
        },
        // A third of the 100,000 mails is unread: far more than a real mailbox keeps, so this is the worst case.
        { kind: 'mail: unread counts (33,333 unread)', target: 50, url: () => '/api/mail-app/unread-counts' },
        { kind: 'mail: open a mail', target: 50, url: () => `/api/mail-app/mail?mailId=${ids[opened++ % ids.length]}` },
        { kind: 'contacts: all, first page', target: 50, url: () => '/api/contacts-app/contacts?id=all&limit=25' },
        { kind: 'contacts: all, page 300', target: 50, url: () => deepContactsUrl },
        {
          kind: 'contacts: by company desc',
          target: 50,
          url: () => '/api/contacts-app/contacts?limit=25&sort=company&order=desc',
        },
        { kind: 'contacts: starred', target: 50, url: () => '/api/contacts-app/contacts?id=starred&limit=25' },
        { kind: 'contacts: frequent', target: 50, url: () => '/api/contacts-app/contacts?id=frequent&limit=25' },
        {
          kind: 'contacts: search "goncalves" (many)',
          target: 50,
          url: () => '/api/contacts-app/contacts?limit=25&q=goncalves',
        },
        {
          kind: 'contacts: search "pessoa7777@" (one)',
          target: 50,
          url: () => '/api/contacts-app/contacts?limit=25&q=pessoa7777%40',
        },
        { kind: 'contacts: the user (starred, groups)', target: 50, url: () => '/api/contacts-app/user' },
        { kind: 'todo: all, manual order', target: 50, url: () => '/api/todo-app/todos' },
        { kind: 'todo: all, by due date desc', target: 50, url: () => '/api/todo-app/todos?sort=dueDate&order=desc' },
        { kind: 'todo: all, by title', target: 50, url: () => '/api/todo-app/todos?sort=title' },
        { kind: 'todo: filter completed', target: 50, url: () => '/api/todo-app/todos?filterHandle=completed' },
        { kind: 'todo: filter deleted', target: 50, url: () => '/api/todo-app/todos?filterHandle=deleted' },
        { kind: 'todo: label mobile', target: 50, url: () => '/api/todo-app/todos?labelHandle=mobile' },
        { kind: 'todo: search "Portabilidade"', target: 100, url: () => '/api/todo-app/todos?q=Portabilidade' },
        { kind: 'invoices: get-invoice', target: 50, url: () => `/api/invoices/get-invoice?id=${sampleInvoiceId}` },
        {
          kind: 'invoices: PDF in pt-BR',
          target: 200,
          url: () => `/api/invoices/get-invoice.pdf?id=${sampleInvoiceId}&lang=pt-BR`,
        },
        {
          kind: 'invoices: PDF in ar (shaped Arabic)',
          target: 200,
          url: () => `/api/invoices/get-invoice.pdf?id=${sampleInvoiceId}&lang=ar`,
        },
        { kind: 'shop: products, by name', target: 50, url: () => `${shop}/products?limit=25` },
        {
          kind: 'shop: products, by price desc',
          target: 50,
          url: () => `${shop}/products?limit=25&sort=priceTaxIncl&order=desc`,
        },
        {
          kind: 'shop: products, page 100 by name',
          target: 50,
          url: (
            (u) => () =>
              u
          )(deepProducts),
        },
        {
          kind: 'shop: products, category Routers',
          target: 50,
          url: () => `${shop}/products?limit=25&category=Routers`,
        },
        {
          kind: 'shop: products, low stock, by qty',
          target: 50,
          url: () => `${shop}/products?limit=25&lowStock=true&sort=quantity`,
        },
        { kind: 'shop: products, inactive', target: 50, url: () => `${shop}/products?limit=25&active=false` },
        { kind: 'shop: products, search "hotspot"', target: 50, url: () => `${shop}/products?limit=25&q=hotspot` },
        { kind: 'shop: products, search SKU "B-4242"', target: 50, url: () => `${shop}/products?limit=25&q=B-4242` },
        { kind: 'shop: orders, newest first', target: 50, url: () => `${shop}/orders?limit=25` },
        { kind: 'shop: orders, by total desc', target: 50, url: () => `${shop}/orders?limit=25&sort=total&order=desc` },
        { kind: 'shop: orders, status Shipped+Delivered', target: 50, url: () => `${shop}/orders?limit=25&status=4,5` },
        {
          kind: 'shop: orders, status Refunded by total',
          target: 50,
          url: () => `${shop}/orders?limit=25&status=7&sort=total`,
        },
        { kind: 'shop: orders, search "Ribeiro"', target: 50, url: () => `${shop}/orders?limit=25&q=Ribeiro` },
        { kind: 'shop: orders, search ref "B000123"', target: 50, url: () => `${shop}/orders?limit=25&q=B000123` },
        {
          kind: 'shop: open an order',
          target: 50,
          url: () => `${shop}/order?orderId=${orderIds[opened++ % orderIds.length]}`,
        },
        { kind: 'notes: all, first page', target: 50, url: () => '/api/notes-app/notes' },
        {
          kind: 'notes: all, page 100',
          target: 50,
          url: (
            (u) => () =>
              u
          )(await deepCursor('/api/notes-app/notes?limit=30', 100)),
        },
        { kind: 'notes: archive', target: 50, url: () => '/api/notes-app/notes?filter=archive' },
        { kind: 'notes: reminders', target: 50, url: () => '/api/notes-app/notes?filter=reminders' },
        { kind: 'notes: a label', target: 50, url: () => `/api/notes-app/notes?labelId=${noteLabel.id}` },
        { kind: 'notes: search "Portabilidade"', target: 100, url: () => '/api/notes-app/notes?q=Portabilidade' },
        { kind: 'notes: search rare "Item 7777"', target: 100, url: () => '/api/notes-app/notes?q=Item%207777' },
        // The console-wide search (issue 25): every source the user may see, over all the rows above.
        { kind: 'search: a device by its IMEI', target: 150, url: () => `/api/search?q=${deviceImei}` },
        { kind: 'search: an IMEI prefix "3500"', target: 150, url: () => '/api/search?q=3500' },
        { kind: 'search: "fatura" (many mails)', target: 150, url: () => '/api/search?q=fatura' },
        { kind: 'search: "enrollment MDM"', target: 150, url: () => '/api/search?q=enrollment%20MDM' },
        { kind: 'search: as typed "portab" (prefix)', target: 150, url: () => '/api/search?q=portab' },
        { kind: 'search: mails only, page 3', target: 150, url: () => '/api/search?q=fatura&kind=mail&page=3' },
      ];
      // `BENCH_APPS_ONLY=search`: the console-wide search alone, on the same data.
      if (only === 'search') plan.splice(0, plan.length, ...plan.filter((entry) => entry.kind.startsWith('search:')));
      await timePlan(
        plan.map((entry) => getOk(get, entry.kind, entry.target, entry.url)),
        benchOptions,
      );
      await benchSearchSources(db, account, benchOptions);
      if (only === 'search') return;
      const [admin] = await db.select().from(accounts).where(eq(accounts.email, 'admin@conecta.example'));
      if (!admin) throw new Error('no sample admin account');
      await benchScrumboard(
        app,
        db,
        admin.id,
        { authorization: `Bearer ${await tokenOfNewSession(db, tokens, admin.id)}` },
        benchOptions,
      );
      await benchFileManager(app, db, account.id, headers, benchOptions);
      await benchAnalytics(app, db, headers, benchOptions);
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
