import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { SampleData } from '../db/sample-data';
import type { Feature } from './feature';
import { createRouteHelper } from './routes';

/** Registers each feature's routes under its prefix, in the list's order. */
export async function registerFeatures(
  app: FastifyInstance,
  features: readonly Feature[],
  context: { db: Database; config: Config },
): Promise<void> {
  const searchSources = features.flatMap((feature) => feature.searchSources ?? []);
  for (const feature of features) {
    const { routes, prefix } = feature;
    if (!routes) continue;
    await app.register(routes, { ...context, prefix, route: createRouteHelper(app, feature.name), searchSources });
  }
}

/** Every table of every feature, by name (two features may not name a table alike); drizzle-kit reads the same. */
export function tablesOf(features: readonly Feature[]): Record<string, unknown> {
  const schema: Record<string, unknown> = {};
  for (const feature of features) {
    for (const [name, table] of Object.entries(feature.tables)) {
      if (name in schema) throw new Error(`Two features export a table named ${name}`);
      schema[name] = table;
    }
  }
  return schema;
}

/** The features' database-wide sample data, in the list's order (which puts accounts first). */
export function sampleDataOf(features: readonly Feature[]): SampleData[] {
  return features.flatMap((feature) => (feature.sampleData ? [feature.sampleData] : []));
}

/** The ways the features take files, for the upload module. */
export function fileUsesOf(features: readonly Feature[]) {
  return features.flatMap((feature) => feature.fileUses ?? []);
}
