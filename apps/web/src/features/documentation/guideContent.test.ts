import { describe, expect, it } from 'vitest';
import { findGuidePage, guidePages } from './guide';
import {
  excerptOf,
  foldText,
  guideFile,
  guideMarkdown,
  guideText,
  plainText,
  searchGuide,
  translatedGuideFile,
} from './guideContent';
import { guideHref } from './markdown';

const filesInRepository = Object.keys(import.meta.glob('../../../../../docs/guide/*/*.md')).map((key) =>
  key.replace(/^(\.\.\/)+/, ''),
);
const translation = /\.([a-z]{2}(?:-[A-Z]{2})?)\.md$/;
const repositoryIndex = import.meta.glob<string>('../../../../../docs/guide/README.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const page = (section: string, slug: string) => {
  const found = findGuidePage(section, slug);
  if (!found) throw new Error(`no page ${section}/${slug}`);
  return found;
};
const slugs = (query: string, language?: string) =>
  searchGuide(query, language).map((result) => `${result.page.section}/${result.page.slug}`);
const marked = (query: string, language: string, slug: string) =>
  searchGuide(query, language)
    .find((result) => result.page.slug === slug)
    ?.excerpt.filter((part) => part.match)
    .map((part) => part.text);

describe('the guide’s pages', () => {
  it('shows every Markdown file of docs/guide, each with a title', () => {
    const shown = guidePages.map(guideFile);
    const originals = filesInRepository.filter((file) => !translation.test(file));
    expect([...originals].sort()).toEqual(shown.filter((file) => file.startsWith('docs/guide/')).sort());
    for (const page of guidePages) expect(guideMarkdown(page), page.path).toMatch(/^# \S/);
  });

  it('has every translation beside its English page, and the whole user guide in pt-BR', () => {
    const originals = new Set(guidePages.map(guideFile));
    for (const file of filesInRepository.filter((file) => translation.test(file))) {
      expect(originals, file).toContain(file.replace(translation, '.md'));
    }
    for (const userPage of guidePages.filter((candidate) => candidate.section === 'user-guide')) {
      expect(filesInRepository, userPage.path).toContain(translatedGuideFile(userPage, 'pt-BR'));
      expect(guideText(userPage, 'pt-BR')?.markdown, userPage.path).toMatch(/^# \S/);
    }
  });

  it('shows a page in the user’s language, in English where it is not written in it', () => {
    const todo = page('user-guide', 'todo');
    expect(guideText(todo, 'pt-BR')).toMatchObject({ language: 'pt-BR', file: 'docs/guide/user-guide/todo.pt-BR.md' });
    expect(guideText(todo, 'pt-BR')?.markdown).toMatch(/^# Tarefas/);
    expect(guideText(todo, 'tr')).toMatchObject({ language: 'en', file: 'docs/guide/user-guide/todo.md' });
    expect(guideText(todo, 'en')?.markdown).toMatch(/^# To-do/);
    expect(guideText(page('development', 'api'), 'pt-BR')).toMatchObject({ language: 'en' });
  });

  it('lists every page in the repository’s own index, docs/guide/README.md', () => {
    const index = Object.values(repositoryIndex)[0] ?? '';
    for (const page of guidePages) {
      const link = guideFile(page).replace('docs/guide/', '').replace('docs/', '../');
      expect(index, page.path).toContain(`](${link})`);
    }
  });

  it('links pages to pages that exist, in every language, so no link of the guide leads to the 404 page', () => {
    const paths = new Set(guidePages.map((page) => page.path));
    for (const page of guidePages) {
      for (const shown of [guideText(page), guideText(page, 'pt-BR')]) {
        for (const [, href] of (shown?.markdown ?? '').matchAll(/\]\(([^)\s]+\.md)(#[^)]*)?\)/g)) {
          expect(paths, `${shown?.file} → ${href}`).toContain(guideHref(href ?? '', shown?.file ?? ''));
        }
      }
    }
  });
});

describe('the guide’s search', () => {
  it('searches every page for all the words asked, the last one as the user is still typing it', () => {
    expect(slugs('LISTEN NOTIFY')).toEqual(['configuration/postgresql-and-scaling']);
    expect(slugs('FIREBASE_DATABA')).toContain('configuration/environment-variables');
    expect(slugs('   ')).toEqual([]);
  });

  it('finds Portuguese words in the pt-BR user guide, ignoring accents and case', () => {
    expect(slugs('tarefas', 'pt-BR')[0]).toBe('user-guide/todo');
    expect(slugs('senha', 'pt-BR')).toContain('user-guide/signing-in');
    expect(slugs('idioma', 'pt-BR')).toContain('user-guide/settings-and-languages');
    // Typed without accents, or in capitals, or with accents where the text has none.
    expect(slugs('importacao', 'pt-BR')).toContain('user-guide/device-list');
    expect(slugs('IMPORTAÇÃO', 'pt-BR')).toEqual(slugs('importacao', 'pt-BR'));
    expect(slugs('Seguranca', 'pt-BR')).toContain('user-guide/todo');
    // The English pages do not speak Portuguese.
    expect(slugs('tarefas', 'en')).not.toContain('user-guide/todo');
  });

  it('searches the English text where a page is not written in the user’s language', () => {
    expect(slugs('NOTIFY', 'pt-BR')).toEqual(['configuration/postgresql-and-scaling']);
    expect(slugs('password', 'tr')).toContain('user-guide/signing-in');
    expect(slugs('password', 'ar')).toEqual(slugs('password', 'en'));
  });

  it('shows an excerpt with the words found marked as they are written', () => {
    expect(marked('tarefas', 'pt-BR', 'todo')?.map(foldText)).toContain('tarefas');
    expect(marked('configuracao', 'pt-BR', 'settings-and-languages')).toContain('Configuração');
    // The last word as a prefix: the whole word it began is marked.
    expect(marked('inventar', 'pt-BR', 'todo')?.map(foldText)).toContain('inventario');
    const [first] = searchGuide('tarefas', 'pt-BR');
    const text = first?.excerpt.map((part) => part.text).join('') ?? '';
    expect(text.length).toBeLessThan(260);
    expect(text).not.toMatch(/[*`#|]/);
  });
});

describe('excerpts', () => {
  it('marks a folded match at its place in the original text', () => {
    expect(excerptOf('A Segurança da Informação avisa.', ['seguranca', 'informacao'])).toEqual([
      { text: 'A ', match: false },
      { text: 'Segurança', match: true },
      { text: ' da ', match: false },
      { text: 'Informação', match: true },
      { text: ' avisa.', match: false },
    ]);
  });

  it('marks whole words only, and cuts a long text around the first match', () => {
    const long = `${'palavra '.repeat(40)}as tarefas de hoje ${'fim '.repeat(60)}`;
    const parts = excerptOf(long, ['tarefas']);
    expect(parts[0]).toEqual({ text: '… ', match: false });
    expect(parts.at(-1)).toEqual({ text: ' …', match: false });
    expect(parts.filter((part) => part.match)).toEqual([{ text: 'tarefas', match: true }]);
    expect(excerptOf('subtarefas', ['tarefas']).some((part) => part.match)).toBe(false);
    // A line without closing punctuation (a heading) is set apart from the next.
    expect(excerptOf('Listas\nÀ esquerda.\nFim.', ['zzz'])).toEqual([
      { text: 'Listas · À esquerda. Fim.', match: false },
    ]);
  });

  it('starts at the beginning when nothing is found literally', () => {
    expect(excerptOf('Texto curto.', ['zzz'])).toEqual([{ text: 'Texto curto.', match: false }]);
  });

  it('reads Markdown as plain words', () => {
    expect(plainText('## Title\n\n- **Bold** and `code` with [a link](x.md)\n\n| a | b |\n|---|---|\n| 1 | 2 |')).toBe(
      'Title\nBold and code with a link\na b\n1 2',
    );
  });
});
