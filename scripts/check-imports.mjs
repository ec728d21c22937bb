#!/usr/bin/env node
// The import rules of the layers (docs/server-kit.md), run by `npm run lint`:
//  1. a file under `<root>/features/<a>/` imports another feature `<b>` only through its `index.ts`
//     (`../b` or `../b/index`), for the server and the web app alike; tests (`*.test.ts`) and test helpers
//     (`test*.ts`) may also use another feature's test helpers and locale files, made to be shared by tests;
//  2. no import cycle among the server's modules (type-only imports are erased, so they do not count).
// Imports are read with regular expressions (no TypeScript needed): static `import … from`, `export … from`,
// bare `import '…'` and, for rule 1 only, `import('…')`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sourceExtensions = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

/**
 * Imports this checker lets through, each with why. The line must read exactly as written here; when the
 * import goes, so must its entry (an unused entry is reported too).
 */
export const allowedImports = [];

function listSourceFiles(folder) {
  const files = [];
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...listSourceFiles(full));
    else if (sourceExtensions.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts'))
      files.push(full);
  }
  return files;
}

/** Every import of a source text: its specifier, its line, and whether it is erased at build time (type-only). */
export function readImports(text) {
  const imports = [];
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  // `import x from 'm'`, `import { a, type B } from 'm'`, `import type X from 'm'`, `export { a } from 'm'`,
  // `export * from 'm'`: the clause may span lines, so it is matched lazily up to `from`.
  // The clause holds no quote, no `;` and no other import/export, so an `export const` never swallows the next line.
  const fromPattern =
    /(^|[\n;])\s*(import|export)\s+(type\s+)?((?:(?!\b(?:import|export)\b)[^;'"`])*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const match of text.matchAll(fromPattern)) {
    const [, , , typeKeyword, clause, specifier] = match;
    imports.push({
      specifier,
      line: lineOf(match.index + match[0].search(/import|export/)),
      typeOnly: Boolean(typeKeyword) || onlyTypes(clause),
      dynamic: false,
    });
  }
  for (const match of text.matchAll(/(^|[\n;])\s*import\s*['"]([^'"]+)['"]/g)) {
    const line = lineOf(match.index + match[0].indexOf('import'));
    imports.push({ specifier: match[2], line, typeOnly: false, dynamic: false });
  }
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    imports.push({ specifier: match[1], line: lineOf(match.index), typeOnly: false, dynamic: true });
  }
  return imports;
}

/** `{ type A, type B }`: every name is a type, so the whole import is erased. */
function onlyTypes(clause) {
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/** The file a relative specifier names, or undefined for a package or an asset. */
function resolve(fromFile, specifier, exists) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|mjs)$/, '');
  const candidates = [
    base,
    ...sourceExtensions.map((ext) => stem + ext),
    ...sourceExtensions.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find(exists);
}

/** A test, or a helper written for tests (`test-devices.ts`, `testServer.ts`). */
const isTestCode = (rest) => /(^|\/)test[^/]*$|\.test\.[^/]+$/.test(rest);
/** What a feature offers other features' tests besides its index: its test helpers and its locale files. */
const isTestSupport = (rest) => /(^|\/)test[^/]*$/.test(rest) || rest.startsWith('locales/');

/** `{ root, feature, rest }` when the file is inside `<root>/features/<feature>/`. */
function featureOf(file, featureRoots) {
  for (const root of featureRoots) {
    const relative = path.relative(path.join(root, 'features'), file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) continue;
    const [feature, ...rest] = relative.split(path.sep);
    if (rest.length === 0) return undefined; // features/index.ts: the list itself
    return { root, feature, rest: rest.join('/') };
  }
  return undefined;
}

/**
 * Checks the rules under `repoRoot`. `featureRoots` are the source folders whose `features/` follow rule 1,
 * `cycleRoots` those whose modules must form no cycle. Answers the problems found, one sentence each.
 */
export function checkImports({ repoRoot, featureRoots, cycleRoots, allow = allowedImports }) {
  const problems = [];
  const absolute = (folder) => path.resolve(repoRoot, folder);
  const shown = (file) => path.relative(repoRoot, file).split(path.sep).join('/');
  const isFile = (file) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };
  const allowUsed = new Set();
  const allowed = (file, specifier) => {
    const index = allow.findIndex((entry) => entry.file === shown(file) && entry.specifier === specifier);
    if (index >= 0) allowUsed.add(index);
    return index >= 0;
  };

  const roots = [...new Set([...featureRoots, ...cycleRoots].map(absolute))];
  const importsOf = new Map();
  for (const root of roots) {
    for (const file of listSourceFiles(root)) {
      if (importsOf.has(file)) continue;
      const found = readImports(readFileSync(file, 'utf8')).map((entry) => ({
        ...entry,
        target: resolve(file, entry.specifier, isFile),
      }));
      importsOf.set(file, found);
    }
  }

  // Rule 1: another feature only through its index.
  const featureFolders = featureRoots.map(absolute);
  for (const [file, imports] of importsOf) {
    const from = featureOf(file, featureFolders);
    if (!from) continue;
    for (const entry of imports) {
      if (!entry.target) continue;
      const to = featureOf(entry.target, [from.root]);
      if (!to || to.feature === from.feature) continue;
      if (/^index\.(ts|tsx|mts|js|mjs)$/.test(to.rest)) continue;
      if (isTestCode(from.rest) && isTestSupport(to.rest)) continue;
      if (allowed(file, entry.specifier)) continue;
      problems.push(
        `${shown(file)}:${entry.line} imports '${entry.specifier}', inside the feature '${to.feature}': import it from '${path.posix.relative(path.posix.dirname(shown(file)), shown(path.join(from.root, 'features', to.feature)))}' (its index.ts) and export it there`,
      );
    }
  }

  // Rule 2: no cycle among the modules of each cycle root (static, value imports only).
  for (const root of cycleRoots.map(absolute)) {
    const inRoot = (file) => !path.relative(root, file).startsWith('..');
    const edges = new Map();
    for (const [file, imports] of importsOf) {
      if (!inRoot(file)) continue;
      edges.set(
        file,
        imports.filter((entry) => !entry.typeOnly && !entry.dynamic && entry.target && inRoot(entry.target)),
      );
    }
    for (const component of stronglyConnected(edges)) {
      problems.push(`import cycle: ${describeCycle(component, edges, shown)}`);
    }
  }

  allow.forEach((entry, index) => {
    if (!allowUsed.has(index) && featureRoots.some((root) => entry.file.startsWith(`${root}/`)))
      problems.push(`${entry.file}: the allowed import '${entry.specifier}' is gone; remove it from the allow-list`);
  });
  return problems;
}

/** Tarjan's strongly connected components with more than one module, or a module importing itself. */
function stronglyConnected(edges) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (start) => {
    // Iterative, so deep import chains cannot overflow the call stack.
    const work = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = edges.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++].target;
        if (!edges.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfLoop = (edges.get(frame.node) ?? []).some((entry) => entry.target === frame.node);
        if (component.length > 1 || selfLoop) components.push(component);
      }
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** One cycle through the component, as `a.ts:3 '…/b' → b.ts:7 '…/a' → a.ts`, and the component's size. */
function describeCycle(component, edges, shown) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  // Breadth-first from the start back to itself, inside the component: the shortest cycle through it.
  const previous = new Map();
  const queue = [start];
  let closing;
  while (queue.length > 0 && !closing) {
    const node = queue.shift();
    for (const entry of edges.get(node) ?? []) {
      if (!members.has(entry.target)) continue;
      if (entry.target === start) {
        closing = { from: node, entry };
        break;
      }
      if (!previous.has(entry.target)) {
        previous.set(entry.target, { from: node, entry });
        queue.push(entry.target);
      }
    }
  }
  const steps = [closing];
  for (let at = closing.from; at !== start; at = previous.get(at).from) steps.unshift(previous.get(at));
  const path = steps.map((step) => `${shown(step.from)}:${step.entry.line} imports '${step.entry.specifier}'`);
  return `${path.join(' → ')} → back to ${shown(start)} (${component.length} modules in the cycle)`;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkImports({
    repoRoot,
    featureRoots: ['apps/server/src', 'apps/web/src'],
    cycleRoots: ['apps/server/src'],
  });
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} import rule(s) broken (see scripts/check-imports.mjs).`);
    process.exit(1);
  }
  console.log('Imports: every feature imports others through their index.ts; no import cycle in apps/server/src.');
}
