import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import drizzleConfig from '../../drizzle.config';
import { platformTables } from '../db/schema';
import { features } from '../features';
import { sampleDataOf, tablesOf } from './register';

const serverRoot = path.resolve(import.meta.dirname, '../..');

/** The files drizzle-kit reads the schema from; a `*` stands for one folder name, as in `src/features/*\/table.ts`. */
async function schemaFiles(): Promise<string[]> {
  const patterns = [drizzleConfig.schema ?? []].flat();
  const files: string[] = [];
  for (const pattern of patterns) {
    const [before, after] = pattern.split('*');
    if (after === undefined) {
      files.push(path.resolve(serverRoot, pattern));
      continue;
    }
    const folder = path.resolve(serverRoot, before ?? '');
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name, after);
      if (
        entry.isDirectory() &&
        (await access(file).then(
          () => true,
          () => false,
        ))
      )
        files.push(file);
    }
  }
  return files;
}

describe('the feature list', () => {
  it("gives drizzle-kit exactly the features' tables and the platform's own", async () => {
    const generated: unknown[] = [];
    for (const file of await schemaFiles()) {
      const module: Record<string, unknown> = await import(file);
      generated.push(...Object.values(module));
    }
    expect(new Set(Object.values({ ...tablesOf(features), ...platformTables }))).toEqual(new Set(generated));
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
