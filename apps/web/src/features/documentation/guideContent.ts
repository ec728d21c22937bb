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

/** The language every page is written in; a page may also be written in others (`<page>.<language>.md`). */
export const guideLanguage = 'en';

/** The page's English file from the repository root, e.g. `docs/guide/getting-started/introduction.md`. */
export function guideFile(page: GuidePage): string {
  // The file-by-file walk-through is the repository's own docs/feature-template.md, shown as it is.
  if (page.section === 'development' && page.slug === 'feature-template') return 'docs/feature-template.md';
  return `docs/guide/${page.section}/${page.slug}.md`;
}

/** The page's file in `language`: `introduction.pt-BR.md` beside `introduction.md`. */
export function translatedGuideFile(page: GuidePage, language: string): string {
  return guideFile(page).replace(/\.md$/, `.${language}.md`);
}

const markdownByFile = new Map(
  Object.entries({ ...guideFiles, ...featureTemplate }).map(([key, text]) => [key.replace(/^(\.\.\/)+/, ''), text]),
);

/** A page's text as shown: in the language asked for when it is written in it, otherwise in English. */
export interface GuideText {
  markdown: string;
  /** The language the text is written in (`en` when the page falls back to English). */
  language: string;
  /** Its file from the repository root, which its relative links start from. */
  file: string;
}

/** The page in `language`, falling back to English; undefined for a page without a file. */
export function guideText(page: GuidePage, language: string = guideLanguage): GuideText | undefined {
  if (language !== guideLanguage) {
    const file = translatedGuideFile(page, language);
    const markdown = markdownByFile.get(file);
    if (markdown !== undefined) return { markdown, language, file };
  }
  const file = guideFile(page);
  const markdown = markdownByFile.get(file);
  return markdown === undefined ? undefined : { markdown, language: guideLanguage, file };
}

/** The page's English Markdown. */
export function guideMarkdown(page: GuidePage): string | undefined {
  return markdownByFile.get(guideFile(page));
}

// ---------------------------------------------------------------------------------------------------------------
// Search: every word is compared without its accents and case ("seguranca" finds "Segurança", "TAREFAS" finds
// "tarefas"), in the pages as the user reads them (their language, English where a page is not translated).

/**
 * A word as the search compares it: lower case, without accents (é → e, ç → c), as the navigation search's
 * `normalizeSearchText` does (not imported: it lives in a chunk this page would otherwise also fetch).
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** `text` folded, and where each folded character came from in `text` (one more entry: the end). */
function foldWithPositions(text: string): { folded: string; origins: number[] } {
  let folded = '';
  const origins: number[] = [];
  let at = 0;
  for (const character of text) {
    const piece = foldText(character);
    folded += piece;
    for (let i = 0; i < piece.length; i += 1) origins.push(at);
    at += character.length;
  }
  origins.push(text.length);
  return { folded, origins };
}

/** The words of a page as a reader sees them: Markdown's marks, link targets and HTML left out. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^```.*$/gm, ' ')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, ' ')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/^>\s?/gm, '')
    .replace(/[*`]+/g, '')
    .replace(/\|/g, ' ')
    .replace(/(^|\s)_+|_+(?=\s|$)/g, '$1')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** A run of an excerpt: the words that matched are marked. */
export interface ExcerptPart {
  text: string;
  match: boolean;
}

export interface GuideSearchResult {
  page: GuidePage;
  /** Words around the first match, the matched words marked; the page's first words when none is literal. */
  excerpt: ExcerptPart[];
}

interface SearchDocument {
  id: string;
  title: string;
  text: string;
}

/** Characters of an excerpt before and after its first match. */
const excerptBefore = 50;
const excerptAfter = 120;

const wordCharacter = /[\p{L}\p{N}]/u;

/** The excerpt of `text` around the first of `terms` (folded words) it contains, each occurrence marked. */
export function excerptOf(text: string, terms: readonly string[]): ExcerptPart[] {
  // One line: a line that ends without punctuation (a heading, a table cell) is set apart by a dot.
  const flat = text.replace(/([^\s.,:;!?…])[ \t]*\n\s*/g, '$1 · ').replace(/\s+/g, ' ');
  const { folded, origins } = foldWithPositions(flat);
  // Every whole-word occurrence of a term, in the folded text; the longest term wins where two overlap.
  const spans: [number, number][] = [];
  const sorted = [...new Set(terms.map(foldText).filter(Boolean))].sort((a, b) => b.length - a.length);
  for (const term of sorted) {
    for (let from = folded.indexOf(term); from >= 0; from = folded.indexOf(term, from + 1)) {
      const to = from + term.length;
      const wordStart = from === 0 || !wordCharacter.test(folded[from - 1] ?? '');
      const wordEnd = to === folded.length || !wordCharacter.test(folded[to] ?? '');
      if (wordStart && wordEnd && !spans.some(([a, b]) => from < b && to > a)) spans.push([from, to]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  const toOriginal = (index: number) => origins[index] ?? flat.length;
  const first = spans[0];
  const anchor = first ? toOriginal(first[0]) : 0;
  let start = Math.max(0, anchor - excerptBefore);
  let end = Math.min(flat.length, anchor + excerptAfter);
  // Whole words at both ends.
  if (start > 0) start = flat.indexOf(' ', start) + 1 || start;
  if (end < flat.length) end = Math.max(flat.lastIndexOf(' ', end), anchor + 1);
  const parts: ExcerptPart[] = [];
  const push = (piece: string, match: boolean) => {
    if (piece) parts.push({ text: piece, match });
  };
  let at = start;
  for (const [from, to] of spans) {
    const a = toOriginal(from);
    const b = toOriginal(to);
    if (a < start || b > end) continue;
    push(flat.slice(at, a), false);
    push(flat.slice(a, b), true);
    at = b;
  }
  push(flat.slice(at, end), false);
  if (start > 0) parts.unshift({ text: '… ', match: false });
  if (end < flat.length) parts.push({ text: ' …', match: false });
  return parts;
}

/** One index per language, built at the first search in it, from the pages as they are shown in it. */
const indexes = new Map<string, { index: MiniSearch<SearchDocument>; texts: Map<string, string> }>();

function searchIndex(language: string) {
  let built = indexes.get(language);
  if (!built) {
    const index = new MiniSearch<SearchDocument>({
      fields: ['title', 'text'],
      processTerm: (term) => foldText(term) || null,
      searchOptions: { boost: { title: 3 } },
    });
    const texts = new Map<string, string>();
    const documents = guidePages.flatMap((page) => {
      const shown = guideText(page, language);
      if (!shown) return [];
      const title = /^#\s+(.+)$/m.exec(shown.markdown)?.[1] ?? page.slug;
      const text = plainText(shown.markdown.replace(/^#\s+.+$/m, ''));
      texts.set(page.path, text);
      return [{ id: page.path, title, text }];
    });
    index.addAll(documents);
    built = { index, texts };
    indexes.set(language, built);
  }
  return built;
}

/**
 * The pages that mention every word of `query` (the last one as a prefix, as the user types), best first, as
 * shown in `language` (English where a page is not written in it); accents and case ignored.
 */
export function searchGuide(query: string, language: string = guideLanguage): GuideSearchResult[] {
  if (!query.trim()) return [];
  const { index, texts } = searchIndex(language);
  const found = index.search(query, {
    prefix: (_term, i, terms) => i === terms.length - 1,
    fuzzy: 0.1,
    combineWith: 'AND',
  });
  return found.flatMap((result) => {
    const page = guidePages.find((candidate) => candidate.path === result.id);
    if (!page) return [];
    return [{ page, excerpt: excerptOf(texts.get(page.path) ?? '', result.terms) }];
  });
}
