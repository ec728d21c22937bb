import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { templatesDir } from './generate';
import { fill, namesOf, placeholdersOf } from './names';

/** The feature the documentation's examples were generated for. */
const example = namesOf('stock-items');
const root = path.resolve(import.meta.dirname, '../..');
/** The page about features, written around the generator. */
const pages = ['docs/feature-template.md'];

/** Code blocks that name the generated file they come from: ```ts apps/web/src/features/stock-items/routes.ts */
function examplesOf(markdown: string): { file: string; code: string }[] {
  return [...markdown.matchAll(/```ts (\S+)\n([\s\S]*?)```/g)].map((match) => ({
    file: match[1] ?? '',
    code: match[2] ?? '',
  }));
}

/** The biome formatter may break lines differently for another name: compare the words, not the spacing. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the examples of the feature page', () => {
  it.each(pages)('in %s are what the generator writes', (page) => {
    const examples = examplesOf(readFileSync(path.join(root, page), 'utf8'));
    const fromGenerator = examples.filter((entry) => entry.file.includes(`/${example.name}`));
    expect(fromGenerator.length).toBeGreaterThan(10);
    for (const { file, code } of fromGenerator) {
      const template = path.join(
        templatesDir,
        `${file.replaceAll(example.name, '__name__').replaceAll(example.pascal, '__Pascal__')}.tpl`,
      );
      expect(existsSync(template), `${file} has no template`).toBe(true);
      const generated = fill(readFileSync(template, 'utf8'), placeholdersOf(example));
      expect(words(generated), `${page}: an example of ${file}`).toContain(words(code));
    }
  });
});
