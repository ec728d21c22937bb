import { describe, expect, it } from 'vitest';
import { guidePages } from './guide';
import { guideFile, guideMarkdown, searchGuide } from './guideContent';
import { guideHref } from './markdown';

const filesInRepository = Object.keys(import.meta.glob('../../../../../docs/guide/*/*.md')).map((key) =>
  key.replace(/^(\.\.\/)+/, ''),
);
const repositoryIndex = import.meta.glob<string>('../../../../../docs/guide/README.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the guide’s pages', () => {
  it('shows every Markdown file of docs/guide, each with a title', () => {
    const shown = guidePages.map(guideFile);
    expect([...filesInRepository].sort()).toEqual(shown.filter((file) => file.startsWith('docs/guide/')).sort());
    for (const page of guidePages) expect(guideMarkdown(page), page.path).toMatch(/^# \S/);
  });

  it('lists every page in the repository’s own index, docs/guide/README.md', () => {
    const index = Object.values(repositoryIndex)[0] ?? '';
    for (const page of guidePages) {
      const link = guideFile(page).replace('docs/guide/', '').replace('docs/', '../');
      expect(index, page.path).toContain(`](${link})`);
    }
  });

  it('links pages to pages that exist, so no link of the guide leads to the 404 page', () => {
    const paths = new Set(guidePages.map((page) => page.path));
    for (const page of guidePages) {
      for (const [, href] of (guideMarkdown(page) ?? '').matchAll(/\]\(([^)\s]+\.md)(#[^)]*)?\)/g)) {
        expect(paths, `${page.path} → ${href}`).toContain(guideHref(href ?? '', guideFile(page)));
      }
    }
  });

  it('searches every page for all the words asked, the last one as the user is still typing it', () => {
    expect(searchGuide('LISTEN NOTIFY').map((page) => page.slug)).toEqual(['postgresql-and-scaling']);
    expect(searchGuide('FIREBASE_DATABA').map((page) => page.slug)).toContain('environment-variables');
    expect(searchGuide('   ')).toEqual([]);
  });
});
