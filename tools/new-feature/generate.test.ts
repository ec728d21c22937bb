import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { takenNames, withFeatureListed } from './generate';
import { namesOf } from './names';

const featureList = `import type { Feature } from '../platform/feature';
import { authFeature } from './auth';
import { mailFeature } from './mail';
import { todoFeature } from './todo';

/** Every server feature, listed once. */
export const features: readonly Feature[] = [
  authFeature,
  mailFeature,
  todoFeature,
];`;

describe('listing a new feature', () => {
  it('adds its import in order among the features’ and its entry last, and nothing else', () => {
    expect(withFeatureListed(featureList, namesOf('notes'))).toBe(`import type { Feature } from '../platform/feature';
import { authFeature } from './auth';
import { mailFeature } from './mail';
import { notesFeature } from './notes';
import { todoFeature } from './todo';

/** Every server feature, listed once. */
export const features: readonly Feature[] = [
  authFeature,
  mailFeature,
  todoFeature,
  notesFeature,
];`);
  });

  it('puts a name sorting after every feature’s below the last import', () => {
    const listed = withFeatureListed(featureList, namesOf('zebra-crossings')).split('\n');
    expect(listed[4]).toBe("import { zebraCrossingsFeature } from './zebra-crossings';");
    expect(listed.at(-2)).toBe('  zebraCrossingsFeature,');
  });
});

describe('the names taken in this repository', () => {
  it('are the features’ folders, contracts modules and the addresses features answer', () => {
    const taken = takenNames(path.resolve(import.meta.dirname, '../..'));
    for (const name of ['todo', 'mail', 'quick-panel', 'devices', 'users', 'mail-app', 'todo-app', 'chat'])
      expect(taken, name).toContain(name);
    expect(taken).not.toContain('stock-items');
  });
});
