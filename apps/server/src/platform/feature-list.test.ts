import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { sampleDataLoads } from '../db/sample-data-table';
import { databaseSchema } from '../db/schema';
import { features } from '../features';
import { sampleDataOf } from './register';

/** Every table of the modules drizzle-kit reads the schema from: `src/features/*\/table.ts` (see drizzle.config.ts). */
async function globbedTables(): Promise<unknown[]> {
  const folders = await readdir(new URL('../features/', import.meta.url), { withFileTypes: true });
  const tables: unknown[] = [];
  for (const folder of folders.filter((entry) => entry.isDirectory())) {
    const files = await readdir(new URL(`../features/${folder.name}/`, import.meta.url));
    if (!files.includes('table.ts')) continue;
    const module: Record<string, unknown> = await import(`../features/${folder.name}/table.ts`);
    tables.push(...Object.values(module));
  }
  return tables;
}

describe('the feature list', () => {
  it('gives the database client exactly the tables drizzle-kit generates migrations from', async () => {
    const schema = databaseSchema();
    const globbed = [...(await globbedTables()), sampleDataLoads];
    expect(new Set(Object.values(schema))).toEqual(new Set(globbed));
  });

  it('gives each feature its own name and prefix', () => {
    const names = features.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    const prefixes = features.flatMap((feature) => (feature.prefix ? [feature.prefix] : []));
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('loads accounts first, then the people, then what refers to them', () => {
    const order = sampleDataOf(features).map((set) => set.feature);
    expect(order.indexOf('auth')).toBe(0);
    expect(order.indexOf('people')).toBeLessThan(order.indexOf('devices'));
    expect(order.indexOf('people')).toBeLessThan(order.indexOf('chat'));
  });
});
