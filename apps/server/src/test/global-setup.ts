import type { TestProject } from 'vitest/node';
import { createTestDatabaseTemplate } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** See `template-database.ts`: a PGlite dump's file, or a PostgreSQL template database's name. */
    testDatabaseTemplate: string;
  }
}

/** Makes the run's template database before any test file starts, and removes it after the last. */
export default async function setup(project: TestProject) {
  const template = await createTestDatabaseTemplate(process.env.DATABASE_URL);
  project.provide('testDatabaseTemplate', template.reference);
  return () => template.remove();
}
