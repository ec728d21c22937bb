import { describe, expect, it } from 'vitest';
import { type ChangedFile, featureListPath, parseDiff, parsePorcelain, unexpectedChanges } from './changes';
import { namesOf } from './names';

const names = namesOf('proof-items');
const listed = { added: ["import { proofItemsFeature } from './proof-items';", '  proofItemsFeature,'], removed: [] };
const generated: ChangedFile[] = [
  { path: 'packages/contracts/src/proof-items.ts', status: 'added' },
  { path: 'apps/server/src/features/proof-items/routes.ts', status: 'added' },
  { path: 'apps/web/src/features/proof-items/locales/ar.json', status: 'added' },
  { path: featureListPath, status: 'modified' },
  { path: 'apps/server/drizzle/0010_proof_items.sql', status: 'added' },
  { path: 'apps/server/drizzle/meta/0010_snapshot.json', status: 'added' },
  { path: 'apps/server/drizzle/meta/_journal.json', status: 'modified' },
];

describe('what generating a feature may change', () => {
  it('is its folders, its two lines in the feature list and the migration', () => {
    expect(unexpectedChanges(names, generated, listed)).toEqual([]);
  });

  it('is nothing else: a central file, a deletion, a changed migration, another feature’s folder', () => {
    const more: ChangedFile[] = [
      ...generated,
      { path: 'apps/web/src/app/discovery.test.ts', status: 'modified' },
      { path: 'packages/contracts/src/preferences.ts', status: 'modified' },
      { path: 'apps/server/drizzle/0008_mail_todo.sql', status: 'modified' },
      { path: 'apps/web/src/features/proof-items-extra/x.ts', status: 'added' },
      { path: 'apps/server/src/features/todo/seed.ts', status: 'deleted' },
    ];
    expect(unexpectedChanges(names, more, listed)).toEqual([
      "apps/web/src/app/discovery.test.ts was modified outside the feature's folders",
      "packages/contracts/src/preferences.ts was modified outside the feature's folders",
      "apps/server/drizzle/0008_mail_todo.sql was modified outside the feature's folders",
      "apps/web/src/features/proof-items-extra/x.ts was added outside the feature's folders",
      'apps/server/src/features/todo/seed.ts was deleted',
    ]);
  });

  it('holds the feature list to exactly the import and the entry', () => {
    const extra = { added: [...listed.added, "import { other } from './other';"], removed: ['  todoFeature,'] };
    expect(unexpectedChanges(names, generated, extra)).toEqual([
      `${featureListPath} gained a line besides the feature's: import { other } from './other';`,
      `${featureListPath} lost a line: todoFeature,`,
    ]);
    const unlisted = generated.filter((file) => file.path !== featureListPath);
    expect(unexpectedChanges(names, unlisted, { added: [], removed: [] })).toEqual([
      `${featureListPath} lacks the feature's line: import { proofItemsFeature } from './proof-items';`,
      `${featureListPath} lacks the feature's line: proofItemsFeature,`,
    ]);
  });
});

describe('reading git', () => {
  it('reads `git status --porcelain` into added, modified and deleted files', () => {
    const status = [
      ' M apps/server/src/features/index.ts',
      '?? apps/server/drizzle/0010_proof_items.sql',
      'A  packages/contracts/src/proof-items.ts',
      ' D apps/web/src/app/discovery.test.ts',
      'R  a.ts -> b.ts',
      '',
    ].join('\n');
    expect(parsePorcelain(status)).toEqual([
      { path: 'apps/server/src/features/index.ts', status: 'modified' },
      { path: 'apps/server/drizzle/0010_proof_items.sql', status: 'added' },
      { path: 'packages/contracts/src/proof-items.ts', status: 'added' },
      { path: 'apps/web/src/app/discovery.test.ts', status: 'deleted' },
      { path: 'a.ts', status: 'deleted' },
      { path: 'b.ts', status: 'added' },
    ]);
  });

  it('reads the added and removed lines of a diff, without its headers', () => {
    const diff = [
      'diff --git a/x b/x',
      '--- a/x',
      '+++ b/x',
      '@@ -6,0 +7 @@',
      "+import { proofItemsFeature } from './proof-items';",
      '-  gone,',
    ].join('\n');
    expect(parseDiff(diff)).toEqual({
      added: ["import { proofItemsFeature } from './proof-items';"],
      removed: ['  gone,'],
    });
  });
});
