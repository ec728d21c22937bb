import MiniSearch from 'minisearch';
import type { GuidePage } from './guide';
import { guidePages } from './guide';

// The Markdown files themselves, built into this chunk: only documentation pages load it.
const guideFiles = import.meta.glob<string>('../../../../../docs/guide/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const featureTemplate = import.meta.glob<string>('../../../../../docs/feature-template.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The page's file from the repository root, e.g. `docs/guide/getting-started/introduction.md`. */
export function guideFile(page: GuidePage): string {
  // The file-by-file walk-through is the repository's own docs/feature-template.md, shown as it is.
  if (page.section === 'development' && page.slug === 'feature-template') return 'docs/feature-template.md';
  return `docs/guide/${page.section}/${page.slug}.md`;
}

const markdownByFile = new Map(
  Object.entries({ ...guideFiles, ...featureTemplate }).map(([key, text]) => [key.replace(/^(\.\.\/)+/, ''), text]),
);

export function guideMarkdown(page: GuidePage): string | undefined {
  return markdownByFile.get(guideFile(page));
}

interface SearchDocument {
  id: string;
  title: string;
  text: string;
}

let index: MiniSearch<SearchDocument> | undefined;

/** Built at the first search, from every page's words. */
function searchIndex(): MiniSearch<SearchDocument> {
  if (!index) {
    index = new MiniSearch<SearchDocument>({ fields: ['title', 'text'], searchOptions: { boost: { title: 3 } } });
    index.addAll(
      guidePages.flatMap((page) => {
        const text = guideMarkdown(page);
        const title = /^#\s+(.+)$/m.exec(text ?? '')?.[1] ?? page.slug;
        return text === undefined ? [] : [{ id: page.path, title, text }];
      }),
    );
  }
  return index;
}

/** The pages that mention every word of `query` (the last one as a prefix, as the user types), best first. */
export function searchGuide(query: string): GuidePage[] {
  if (!query.trim()) return [];
  const found = searchIndex().search(query, {
    prefix: (_term, i, terms) => i === terms.length - 1,
    fuzzy: 0.1,
    combineWith: 'AND',
  });
  return found.flatMap((result) => guidePages.find((page) => page.path === result.id) ?? []);
}
