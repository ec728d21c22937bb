import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { featureListLines, featureListPath, featurePaths } from './changes';
import { type FeatureNames, fill, namesOf, placeholdersOf, refusalOf } from './names';

/** The templates: one file per generated file, at its path in the repository, `__name__` where the name goes. */
export const templatesDir = path.join(import.meta.dirname, 'templates');
const templateSuffix = '.tpl';

/**
 * Names features already use on any side: server and web folders, contracts modules, and the addresses they
 * answer (`/api/mail-app` is mail's, so `mail-app` would clash though no folder has the name).
 */
export function takenNames(root: string): Set<string> {
  const entries = (dir: string) => readdirSync(path.join(root, dir), { withFileTypes: true });
  const folders = (dir: string) =>
    entries(dir)
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  const modules = readdirSync(path.join(root, 'packages/contracts/src'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length));
  const firstSegments = (dir: string, file: string, pattern: RegExp) =>
    folders(dir).flatMap((folder) => {
      const source = path.join(root, dir, folder, file);
      return existsSync(source)
        ? [...readFileSync(source, 'utf8').matchAll(pattern)].map((match) => match[1] ?? '')
        : [];
    });
  return new Set([
    ...folders('apps/server/src/features'),
    ...folders('apps/web/src/features'),
    ...modules,
    ...firstSegments('apps/server/src/features', 'index.ts', /prefix: '\/api\/([^/']+)/g),
    ...firstSegments('apps/web/src/features', 'routes.ts', /path: '\/apps\/([^/']+)/g),
  ]);
}

async function templateFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await templateFiles(full)));
    else if (entry.name.endsWith(templateSuffix)) files.push(full);
  }
  return files.sort();
}

/** Adds the feature's import (among the others, in order) and its entry (last: after what it refers to). */
export function withFeatureListed(source: string, names: FeatureNames): string {
  const { importLine, entryLine } = featureListLines(names);
  const lines = source.split('\n');
  const imports = lines.flatMap((line, index) => (line.startsWith('import {') ? [index] : []));
  const featureImports = imports.filter((index) => lines[index]?.includes("from './"));
  const modulePath = (line: string) => /from '\.\/([^']+)'/.exec(line)?.[1] ?? '';
  const after = featureImports.find((index) => modulePath(lines[index] ?? '') > names.name);
  const importAt = after ?? (featureImports.at(-1) ?? imports.at(-1) ?? -1) + 1;
  lines.splice(importAt, 0, importLine);
  const listEnd = lines.findIndex((line, index) => index > importAt && line === '];');
  if (listEnd < 0) throw new Error(`${featureListPath} has no feature list ending in "];" to add the feature to`);
  lines.splice(listEnd, 0, entryLine);
  return lines.join('\n');
}

export interface GenerateOptions {
  /** Runs a command in the repository (the formatter, drizzle-kit); tests pass a stand-in. */
  run?: (command: string, args: string[]) => void;
  log?: (line: string) => void;
}

/**
 * Writes the feature `name` into the repository at `root`: every template, filled in; the import and the entry
 * in the server's feature list; the formatter over what it wrote; and the migration of its table.
 * Returns the files written (relative to `root`).
 */
export async function generateFeature(root: string, name: string, options: GenerateOptions = {}): Promise<string[]> {
  const refusal = refusalOf(name, takenNames(root));
  if (refusal) throw new Error(refusal);
  const names = namesOf(name);
  const placeholders = placeholdersOf(names);
  const log = options.log ?? ((line: string) => console.log(line));
  const run =
    options.run ?? ((command: string, args: string[]) => execFileSync(command, args, { cwd: root, stdio: 'inherit' }));

  // Every file is filled in and checked before the first is written: a refusal leaves the repository as it was.
  const files: { relative: string; text: string }[] = [];
  for (const template of await templateFiles(templatesDir)) {
    const relative = fill(path.relative(templatesDir, template), placeholders).slice(0, -templateSuffix.length);
    if (existsSync(path.join(root, relative))) throw new Error(`${relative} exists already; nothing was written`);
    const text = fill(await readFile(template, 'utf8'), placeholders);
    const left = /__[A-Za-z]+__/.exec(text);
    if (left) throw new Error(`${relative}: the template holds an unknown placeholder ${left[0]}`);
    files.push({ relative: relative.split(path.sep).join('/'), text });
  }
  for (const { relative, text } of files) {
    const target = path.join(root, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
  }
  const written = files.map((file) => file.relative);

  const listFile = path.join(root, featureListPath);
  await writeFile(listFile, withFeatureListed(readFileSync(listFile, 'utf8'), names));
  log(`✓ wrote ${written.length} files and listed ${names.camel}Feature in ${featureListPath}`);

  // Line lengths change with the name: the formatter lays out what was written (and sorts its imports).
  const feature = featurePaths(name);
  const formatted = [...feature.files, ...feature.folders, featureListPath];
  run(path.join(root, 'node_modules/.bin/biome'), ['check', '--write', ...formatted]);
  // From the workspace: `npm run db:generate -- --name x` at the root drops the name on the way through.
  run('npm', ['run', 'db:generate', '-w', '@conecta/server', '--', '--name', names.snake]);
  return written;
}
