import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { accounts } from '../features/auth/table';
import { sampleDataSets } from '../sample-data';
import { openDatabase } from './client';
import { loadSampleData } from './sample-data';

const dataDir = await mkdtemp(path.join(tmpdir(), 'conecta-data-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe.skipIf(process.env.DATABASE_URL)('the embedded database', () => {
  it('keeps what users changed across a restart and loads the sample data only once', async () => {
    const first = await openDatabase({ dataDir });
    await first.migrate();
    expect(await loadSampleData(first.db, sampleDataSets)).toEqual(['auth']);
    await first.db
      .update(accounts)
      .set({ displayName: 'Changed by a user', shortcuts: ['mail'] })
      .where(eq(accounts.email, 'admin@conecta.example'));
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    expect(await loadSampleData(second.db, sampleDataSets)).toEqual([]);
    const rows = await second.db.select().from(accounts).where(eq(accounts.email, 'admin@conecta.example'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ displayName: 'Changed by a user', shortcuts: ['mail'] });
    expect(await second.db.$count(accounts)).toBe(3);
    await second.close();
  });
});
