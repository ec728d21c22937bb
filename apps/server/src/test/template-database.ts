import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { loadSampleData } from '../db/sample-data';
import { sampleDataSets } from '../sample-data';

/**
 * One migrated database with the sample data, made once per test run, that every API test file's fresh database
 * starts from: PGlite's initdb, the migrations and the sample data (the accounts' argon2id hashes among them) cost
 * 5–15 s for each of some sixty test files; a copy costs about one. On PGlite a dump of the data folder in a file;
 * on PostgreSQL a template database (`CREATE DATABASE … TEMPLATE`).
 */
export interface TestDatabaseTemplate {
  /** The dump's file (PGlite) or the template database's name (PostgreSQL). */
  reference: string;
  remove(): Promise<void>;
}

export async function createTestDatabaseTemplate(serverUrl: string | undefined): Promise<TestDatabaseTemplate> {
  if (!serverUrl) {
    const handle = await openDatabase({});
    try {
      await handle.migrate();
      await loadSampleData(handle.db, sampleDataSets);
      if (!handle.dumpDataDir) throw new Error('An embedded database can be dumped');
      const dump = await handle.dumpDataDir();
      const folder = await mkdtemp(path.join(tmpdir(), 'conecta-test-template-'));
      const file = path.join(folder, 'pglite.tar');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
      return { reference: file, remove: () => rm(folder, { recursive: true, force: true }) };
    } finally {
      await handle.close();
    }
  }
  const name = `conecta_template_${randomUUID().replaceAll('-', '')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const handle = await openDatabase({ databaseUrl: databaseOn(serverUrl, name) });
  try {
    await handle.migrate();
    await loadSampleData(handle.db, sampleDataSets);
  } finally {
    // A template is copied only while nobody is connected to it.
    await handle.close();
  }
  return { reference: name, remove: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The dump of a PGlite template, to open a database from. */
export async function readTemplateDump(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}

export function databaseOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function runOnServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
