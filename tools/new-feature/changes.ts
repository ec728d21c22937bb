/**
 * What generating a feature may change outside its own folders: the import and the list entry in the server's
 * feature list, and the migration drizzle-kit writes. Pure, so the rule has a unit test; `prove.ts` feeds it
 * `git status` and `git diff` of the clone it generated a feature in.
 */
import type { FeatureNames } from './names';

/** The server's feature list, which names every feature once. */
export const featureListPath = 'apps/server/src/features/index.ts';

/** The folders (and the contracts module) that are the feature itself. */
export function featurePaths(name: string): { files: string[]; folders: string[] } {
  return {
    files: [`packages/contracts/src/${name}.ts`],
    folders: [`apps/server/src/features/${name}/`, `apps/web/src/features/${name}/`],
  };
}

/** The lines the generator adds to the feature list: its import, and its entry at the end of the list. */
export function featureListLines(names: FeatureNames): { importLine: string; entryLine: string } {
  return {
    importLine: `import { ${names.camel}Feature } from './${names.name}';`,
    entryLine: `  ${names.camel}Feature,`,
  };
}

/** drizzle-kit's output: a new numbered SQL file, and its journal and snapshot. */
const migrationFile = /^apps\/server\/drizzle\/\d{4}_[a-z0-9_]+\.sql$/;
const migrationMeta = /^apps\/server\/drizzle\/meta\/(?:_journal\.json|\d{4}_snapshot\.json)$/;

export interface ChangedFile {
  /** Relative to the repository, with forward slashes. */
  path: string;
  /** As `git status --porcelain` says it: 'A'/'??' added, 'M' modified, 'D' deleted. */
  status: 'added' | 'modified' | 'deleted';
}

/** A line of `git diff` of the feature list, without its `+`/`-` mark. */
export interface DiffLines {
  added: string[];
  removed: string[];
}

/**
 * Every change that breaks "a feature is its folders and one line": files outside the feature's folders
 * other than the migration, any deletion, and any change to the feature list beyond its two lines.
 * Empty when the generator kept the promise.
 */
export function unexpectedChanges(
  names: FeatureNames,
  changed: readonly ChangedFile[],
  featureList: DiffLines,
): string[] {
  const { files, folders } = featurePaths(names.name);
  const problems: string[] = [];
  for (const { path, status } of changed) {
    if (status === 'deleted') {
      problems.push(`${path} was deleted`);
      continue;
    }
    if (files.includes(path) || folders.some((folder) => path.startsWith(folder))) continue;
    if (migrationFile.test(path) && status === 'added') continue;
    if (migrationMeta.test(path)) continue;
    if (path === featureListPath && status === 'modified') continue;
    problems.push(`${path} was ${status} outside the feature's folders`);
  }
  const { importLine, entryLine } = featureListLines(names);
  const expected = [importLine, entryLine];
  const extra = featureList.added.filter((line) => !expected.includes(line));
  const missing = expected.filter((line) => !featureList.added.includes(line));
  for (const line of extra) problems.push(`${featureListPath} gained a line besides the feature's: ${line.trim()}`);
  for (const line of featureList.removed) problems.push(`${featureListPath} lost a line: ${line.trim()}`);
  for (const line of missing) problems.push(`${featureListPath} lacks the feature's line: ${line.trim()}`);
  return problems;
}

/** `git status --porcelain` (v1) read into changed files; a renamed file counts as deleted and added. */
export function parsePorcelain(output: string): ChangedFile[] {
  const changed: ChangedFile[] = [];
  for (const line of output.split('\n')) {
    if (line.length < 4) continue;
    const code = line.slice(0, 2);
    const path = line.slice(3);
    if (code.includes('R')) {
      const [from = '', to = ''] = path.split(' -> ');
      changed.push({ path: from, status: 'deleted' }, { path: to, status: 'added' });
    } else if (code === '??' || code.includes('A')) changed.push({ path, status: 'added' });
    else if (code.includes('D')) changed.push({ path, status: 'deleted' });
    else changed.push({ path, status: 'modified' });
  }
  return changed;
}

/** The added and removed lines of a unified diff (its `+++`/`---` headers left out). */
export function parseDiff(diff: string): DiffLines {
  const lines = diff.split('\n');
  return {
    added: lines.filter((line) => line.startsWith('+') && !line.startsWith('+++')).map((line) => line.slice(1)),
    removed: lines.filter((line) => line.startsWith('-') && !line.startsWith('---')).map((line) => line.slice(1)),
  };
}
