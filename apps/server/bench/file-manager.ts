import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { getOk, timePlan } from './timing';

const fileCount = 10_000;

/**
 * File manager's figures (issue 25): a drive folder of 10,000 files, listed a page at a time, sorted and paged in the
 * database (each sort an index on the folder, the column and the id); p50/p95 of the first page in each order and of
 * a deep page (page 100 by name), and of opening a file's details.
 */
export async function benchFileManager(
  app: FastifyInstance,
  db: Database,
  accountId: string,
  headers: Record<string, string>,
  { repetitions, warmUps, log }: { repetitions: number; warmUps: number; log(line?: string): void },
): Promise<void> {
  const get = (url: string) => app.inject({ method: 'GET', url, headers });
  const base = '/api/file-manager-app';
  const started = performance.now();
  const created = await app.inject({
    method: 'POST',
    url: `${base}/folders`,
    headers,
    payload: { name: 'Bench folder' },
  });
  const folderId: string = created.json().id;
  await db.execute(sql`
    insert into file_manager_items (parent_id, owner_id, name, type, size, extention, created_at, modified_at)
    select ${folderId}::uuid, case when g % 3 = 0 then null else ${accountId}::uuid end,
      'Arquivo ' || lpad(g::text, 5, '0') || case when g % 4 = 0 then '.xlsx' else '.pdf' end,
      case when g % 4 = 0 then 'spreadsheet' else 'document' end, (g::bigint * 7919) % 5000000,
      case when g % 4 = 0 then 'xlsx' else 'pdf' end,
      now() - make_interval(secs => g * 60), now() - make_interval(secs => (g * 7) % 100000)
    from generate_series(1, ${fileCount}::int) as g`);
  await db.execute(sql`analyze file_manager_items`);
  log(
    `seeded a drive folder of ${fileCount.toLocaleString('en')} files in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const list = `${base}/files?folder=${folderId}&limit=50`;
  let deep = list;
  for (let page = 0; page < 99; page++) {
    const cursor = (await get(deep)).json().nextCursor as string;
    deep = `${list}&cursor=${encodeURIComponent(cursor)}`;
  }
  const fileIds = ((await get(list)).json().items as { id: string }[]).map((item) => item.id);
  let opened = 0;
  const plan: { kind: string; url: () => string }[] = [
    { kind: 'files: 10,000 in a folder, by name', url: () => list },
    { kind: 'files: by modified desc', url: () => `${list}&sort=modified&order=desc` },
    { kind: 'files: by size desc', url: () => `${list}&sort=size&order=desc` },
    { kind: 'files: by type', url: () => `${list}&sort=type` },
    { kind: 'files: page 100 by name', url: () => deep },
    { kind: 'files: search "09999"', url: () => `${list}&q=09999` },
    { kind: 'files: open a file’s details', url: () => `${base}/files/${fileIds[opened++ % fileIds.length]}` },
  ];
  await timePlan(
    plan.map((entry) => getOk(get, entry.kind, 50, entry.url)),
    { repetitions, warmUps, log },
  );
}
