import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { SampleData } from '../db/sample-data';
import type { FileUse } from '../uploads/uses';
import type { AccountSampleData } from './account-sample-data';
import type { RouteHelper } from './routes';
import type { SearchSource } from './search-source';

/** What a feature's routes get from the platform. */
export interface FeatureContext {
  db: Database;
  config: Config;
  /** Fills each route's tag, security, access check and 401/403 answers (see `createRouteHelper`). */
  route: RouteHelper;
  /** Every feature's search sources, for the console-wide search (`GET /api/search`). */
  searchSources: readonly SearchSource[];
}

/** A feature's routes: a Fastify plugin whose paths are relative to the feature's prefix. */
export type FeatureRoutes = FastifyPluginAsyncZod<FeatureContext>;

/**
 * One server feature, as `features/<name>/index.ts` exports it and `features/index.ts` lists it:
 *
 * ```ts
 * export const notesFeature = defineFeature({
 *   name: 'notes', prefix: '/api/notes', routes: notesRoutes, tables, sampleData, accountSampleData,
 * });
 * ```
 * Its routes are written relative to the prefix through the `route` helper; its tables live in its `table.ts`
 * (drizzle-kit reads them from there); it writes only its own tables and calls other features' functions.
 */
export interface Feature {
  /** Also the OpenAPI tag of its routes. */
  name: string;
  /** Where its routes live, e.g. `/api/devices`; omitted by a feature without routes. */
  prefix?: string;
  routes?: FeatureRoutes;
  /** Its Drizzle tables, keyed by their export names (drizzle-kit generates their migrations from its table.ts). */
  tables: Record<string, unknown>;
  /** Loaded once per database, in the order of the feature list. */
  sampleData?: SampleData;
  /**
   * Written at an account's first call to the feature (a mailbox, to-dos), so new accounts get it too: the
   * feature's routes call `ensureAccountSampleData(db, set, accountId)` with the set from its `seed.ts` before
   * they read. Listed here so a reader of the descriptor sees it.
   */
  accountSampleData?: AccountSampleData;
  /** The ways it takes files (size, types, who may read); the upload module serves its files by them. */
  fileUses?: readonly FileUse[];
  /** Its share of the console-wide search: what of its data `GET /api/search` finds, and for which role. */
  searchSources?: readonly SearchSource[];
}

/** Declares a feature for `features/index.ts`; typed so a missing or misspelt part fails the type check. */
export function defineFeature<const F extends Feature>(feature: F): F {
  if (feature.routes && !feature.prefix) throw new Error(`Feature ${feature.name} has routes but no prefix`);
  return feature;
}

/** The Fastify instance a feature's routes are added to (typed by the zod contracts). */
export type FeatureApp = Parameters<FeatureRoutes>[0];
