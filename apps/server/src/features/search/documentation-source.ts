import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { serverRoot } from '../../paths';
import { excerptAround, type SearchHit, type SearchSource } from '../../platform/search-source';

/** The console's guide (`docs/guide/<section>/<page>.md`, shown at `/documentation/<section>/<page>`). */
const guideFolder = path.resolve(serverRoot, '../../docs/guide');

interface GuidePage {
  section: string;
  slug: string;
  title: string;
  text: string;
  folded: string;
  foldedTitle: string;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The English pages, read once (they ship with the console and change only with it). */
let pages: Promise<GuidePage[]> | undefined;

async function readGuide(): Promise<GuidePage[]> {
  const found: GuidePage[] = [];
  const sections = await readdir(guideFolder, { withFileTypes: true }).catch(() => []);
  for (const section of sections) {
    if (!section.isDirectory()) continue;
    for (const file of await readdir(path.join(guideFolder, section.name))) {
      // `page.md` is the English page; `page.pt-BR.md` and the like are its translations.
      if (!/^[a-z0-9-]+\.md$/.test(file)) continue;
      const markdown = await readFile(path.join(guideFolder, section.name, file), 'utf8');
      const title = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? file.replace(/\.md$/, '');
      const text = markdown
        .replace(/```[\s\S]*?```/g, ' ')
        .replace(/[#*_`>|[\]()]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      found.push({
        section: section.name,
        slug: file.replace(/\.md$/, ''),
        title,
        text,
        folded: fold(text),
        foldedTitle: fold(title),
      });
    }
  }
  return found;
}

/**
 * The documentation for the console-wide search: pages holding every word (accents and case ignored), ranked
 * by how often the words occur, a word in the title counting most. The pages are few, so they are kept in
 * memory and searched there.
 */
export const documentationSearchSource: SearchSource = {
  kind: 'documentation',
  access: 'user',
  async search(_db, { q, limit }) {
    pages ??= readGuide();
    const words = fold(q)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    if (!words.length) return [];
    const hits: SearchHit[] = [];
    for (const page of await pages) {
      if (!words.every((word) => page.folded.includes(word) || page.foldedTitle.includes(word))) continue;
      const occurrences = words.reduce((sum, word) => sum + page.folded.split(word).length - 1, 0);
      const inTitle = words.filter((word) => page.foldedTitle.includes(word)).length;
      hits.push({
        kind: 'documentation',
        id: `${page.section}/${page.slug}`,
        title: page.title,
        url: `/documentation/${page.section}/${page.slug}`,
        excerpt: excerptAround(page.text, q),
        rank: Math.min(0.5, 0.02 * occurrences + 0.1 * inTitle),
      });
    }
    return hits.sort((a, b) => b.rank - a.rank).slice(0, limit);
  },
};
