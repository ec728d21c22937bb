import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../accounts';
import { devices } from '../features/devices/table';
import { sampleDataSets } from '../sample-data';
import { createScratchDatabase } from '../test/test-app';
import { loadSampleData } from './sample-data';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
beforeAll(async () => {
  scratch = await createScratchDatabase();
});
afterAll(() => scratch.drop());

describe('the database across a restart', () => {
  it('keeps what users changed and loads the sample data only once', async () => {
    const first = await scratch.open();
    await first.migrate();
    // The company's sets, in the feature list's order (each account's own sets load at its first call).
    expect(await loadSampleData(first.db, sampleDataSets)).toEqual([
      'auth',
      'people',
      'quick-panel',
      'devices',
      'chat',
      'faq',
      'knowledge-base',
      'invoices',
      'e-commerce',
      'scrumboard',
      'file-manager',
      'academy',
      'project-dashboard',
    ]);
    const accountCount = await first.db.$count(accounts);
    expect(await first.db.$count(devices)).toBe(5000);
    await first.db
      .update(accounts)
      .set({ displayName: 'Changed by a user', shortcuts: ['mail'] })
      .where(eq(accounts.email, 'admin@conecta.example'));
    const [device] = await first.db.select({ id: devices.id }).from(devices).limit(1);
    await first.db
      .update(devices)
      .set({ status: 'stolen', notes: 'Reported by a user' })
      .where(eq(devices.id, device?.id ?? ''));
    await first.db.delete(devices).where(eq(devices.status, 'retired'));
    const deviceCount = await first.db.$count(devices);
    await first.close();

    const second = await scratch.open();
    await second.migrate();
    expect(await loadSampleData(second.db, sampleDataSets)).toEqual([]);
    const rows = await second.db.select().from(accounts).where(eq(accounts.email, 'admin@conecta.example'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ displayName: 'Changed by a user', shortcuts: ['mail'] });
    expect(await second.db.$count(accounts)).toBe(accountCount);
    expect(await second.db.$count(devices)).toBe(deviceCount);
    const [kept] = await second.db
      .select()
      .from(devices)
      .where(eq(devices.id, device?.id ?? ''));
    expect(kept).toMatchObject({ status: 'stolen', notes: 'Reported by a user' });
    await second.close();
  });
});

describe.runIf(process.env.DATABASE_URL)('several servers on one PostgreSQL database', () => {
  it('migrate and load the sample data once when they start together', async () => {
    const shared = await createScratchDatabase();
    const servers = await Promise.all([shared.open(), shared.open(), shared.open()]);
    try {
      await Promise.all(servers.map((server) => server.migrate()));
      const loaded = await Promise.all(servers.map((server) => loadSampleData(server.db, sampleDataSets)));
      // Every company set once, whichever server took it.
      expect(loaded.flat().sort()).toEqual(sampleDataSets.map((set) => set.feature).sort());
      expect(await servers[0]?.db.$count(devices)).toBe(5000);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await shared.drop();
    }
  });
});
