/**
 * The analytics dashboard's section of `npm run bench:apps` (issue 24): a fleet of BENCH_ANALYTICS_DEVICES devices
 * (default 1,000,000, added to the sample fleet), sign-ins spread over the accounts and 200,000 chat messages over
 * two years; then p50/p95 of every widget query on its own and of the whole call for each range (target p95 under
 * 100 ms each), and what the counting triggers add to a one-device change and to a bulk change.
 */
import { analyticsRanges } from '@conecta/contracts/analytics-dashboard';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  describeProgress,
  fleetOwners,
  formatCount,
  nextFleetIndex,
  seedFleet,
  withDeferredIndexes,
} from '../scripts/fleet-seeding';
import type { Database } from '../src/db/client';
import { analyticsWidgetQueries } from '../src/features/analytics-dashboard';
import { forgetDeviceCounts } from '../src/features/devices';
import { percentile, timePlan } from './timing';

const deviceTarget = Number(process.env.BENCH_ANALYTICS_DEVICES ?? 1_000_000);
const chatMessageCount = 200_000;
const target = 100;

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

export async function benchAnalytics(
  app: FastifyInstance,
  db: Database,
  headers: Record<string, string>,
  { repetitions, warmUps, log }: { repetitions: number; warmUps: number; log: (line?: string) => void },
): Promise<void> {
  log();
  log(`Analytics dashboard: seeding a fleet of ${formatCount(deviceTarget)} devices…`);
  const [stored] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from devices`));
  const missing = deviceTarget - Number(stored?.n ?? 0);
  if (missing > 0) {
    const owners = await fleetOwners(db);
    const startIndex = await nextFleetIndex(db);
    let shown = 0;
    const load = () =>
      seedFleet(db, {
        count: missing,
        seed: 2024,
        owners,
        startIndex,
        onProgress: (progress) => {
          if (progress.inserted + progress.skipped - shown >= missing / 5 || progress.total === progress.inserted) {
            shown = progress.inserted + progress.skipped;
            log(`  ${describeProgress(progress)}`);
          }
        },
      });
    const result =
      missing >= 50_000
        ? await withDeferredIndexes(db, load, (indexes, ms) =>
            log(`  built ${indexes} indexes in ${(ms / 1000).toFixed(1)} s`),
          )
        : await load();
    log(
      `  seeded ${formatCount(result.inserted)} devices in ${(result.elapsedMs / 1000).toFixed(1)} s (counts kept by the triggers)`,
    );
    forgetDeviceCounts(db);
  }
  // Sign-ins over the last two years, and chat messages in the sample chats over the same span.
  await db.execute(sql`
    update accounts set last_sign_in_at = now() - make_interval(mins => (abs(hashtext(id::text)) % (730 * 24 * 60)))`);
  await db.execute(sql`
    insert into chat_messages (chat_id, who, text, sent_at)
    select c.ids[1 + g % cardinality(c.ids)], c.whos[1 + g % cardinality(c.ids)], 'Mensagem ' || g,
      now() - make_interval(mins => (g * 5) % (730 * 24 * 60))
    from generate_series(1, ${chatMessageCount}::int) as g,
      (select array_agg(id order by id) as ids, array_agg(participant_a order by id) as whos from chats) as c`);
  await db.execute(sql`vacuum analyze`);
  const [counts] = rowsOf<{ devices: number; accounts: number; messages: number; rows: number }>(
    await db.execute(sql`select (select count(*)::int from devices) as devices, (select count(*)::int from accounts) as accounts,
      (select count(*)::int from chat_messages) as messages, (select count(*)::int from analytics_device_counts) as rows`),
  );
  log(
    `  ${formatCount(counts?.devices ?? 0)} devices, ${formatCount(counts?.accounts ?? 0)} accounts, ` +
      `${formatCount(counts?.messages ?? 0)} chat messages; the counts table holds ${formatCount(counts?.rows ?? 0)} rows`,
  );

  const plan: { kind: string; run: () => Promise<unknown> }[] = [];
  for (const range of analyticsRanges) {
    const queries = analyticsWidgetQueries(db, range);
    for (const [name, run] of Object.entries(queries)) {
      // The breakdowns do not depend on the range: timed once.
      if (range !== '30d' && !['active lines', 'sign-ins', 'chat messages'].includes(name)) continue;
      plan.push({ kind: `analytics: ${name} (${range})`, run });
    }
    plan.push({
      kind: `analytics: GET widgets?range=${range}`,
      run: async () => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/analytics-dashboard-app/widgets?range=${range}`,
          headers,
        });
        if (response.statusCode !== 200) throw new Error(`widgets ${range}: ${response.statusCode} ${response.body}`);
      },
    });
  }
  await timePlan(
    plan.map((entry) => ({ kind: entry.kind, target, run: entry.run })),
    { repetitions, warmUps, log },
    'analytics query',
  );

  // What keeping the counts costs the writers: one device's change, and a change of 10,000 devices in one statement.
  const [one] = rowsOf<{ id: string }>(await db.execute(sql`select id from devices order by id limit 1`));
  const single: number[] = [];
  for (let n = 0; n < repetitions; n++) {
    const at = performance.now();
    await db.execute(
      sql`update devices set network = case when network = '5G' then '4G' else '5G' end where id = ${one?.id}::uuid`,
    );
    single.push(performance.now() - at);
  }
  single.sort((a, b) => a - b);
  let at = performance.now();
  await db.execute(
    sql`update devices set network = network where id in (select id from devices order by id limit 10000)`,
  );
  const bulkWith = performance.now() - at;
  await db.execute(sql`alter table devices disable trigger analytics_devices_update`);
  at = performance.now();
  await db.execute(
    sql`update devices set network = network where id in (select id from devices order by id limit 10000)`,
  );
  const bulkWithout = performance.now() - at;
  await db.execute(sql`alter table devices enable trigger analytics_devices_update`);
  log(
    `write cost: one device's update p50 ${percentile(single, 0.5).toFixed(1)} ms, p95 ${percentile(single, 0.95).toFixed(1)} ms; ` +
      `10,000 devices in one UPDATE ${bulkWith.toFixed(0)} ms with the counting trigger, ${bulkWithout.toFixed(0)} ms without`,
  );
}
