import DOMPurify from 'dompurify';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import json from 'highlight.js/lib/languages/json';
import typescript from 'highlight.js/lib/languages/typescript';
import { Marked, Renderer, type Token, type Tokens } from 'marked';
import { documentationRoot } from './guide';

// Only the languages the guide uses: the core with three grammars instead of highlight.js's ~190.
hljs.registerLanguage('bash', bash);
hljs.registerLanguage('json', json);
hljs.registerLanguage('typescript', typescript);

export interface PageHeading {
  id: string;
  text: string;
  depth: number;
}

export interface RenderedPage {
  /** The page's first `#` heading, shown as the page title (not repeated in `html`). */
  title: string;
  /** Sanitised HTML of the rest of the page. */
  html: string;
  /** Its `##` and `###` headings, for the table of contents; each has an anchor of that id. */
  headings: PageHeading[];
}

/** `Roles, navigation and access` → `roles-navigation-and-access`, as repository hosts name anchors. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A link between Markdown files (`../configuration/roles-and-access.md#roles`), written so it works
 * on a repository host, becomes the page's address in the console. `file` is the page's path from
 * the repository root; other links are left as they are.
 */
export function guideHref(href: string, file: string): string {
  if (/^([a-z][a-z\d+.-]*:|\/|#)/i.test(href)) return href;
  const url = new URL(href, `https://repository.invalid/${file}`);
  const page = /^\/docs\/guide\/([\w-]+)\/([\w-]+)\.md$/.exec(url.pathname);
  if (page) return `${documentationRoot}/${page[1]}/${page[2]}${url.hash}`;
  if (url.pathname === '/docs/feature-template.md')
    return `${documentationRoot}/development/feature-template${url.hash}`;
  return href;
}

/** Renders one page of the guide: highlighted code, anchored headings, links between pages, sanitised. */
export function renderMarkdown(markdown: string, file: string): RenderedPage {
  const headings: PageHeading[] = [];
  const taken = new Map<string, number>();
  const anchorFor = (text: string) => {
    const base = slugify(text) || 'section';
    const count = taken.get(base) ?? 0;
    taken.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };

  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const text = this.parser.parseInline(tokens, this.parser.textRenderer);
        const id = anchorFor(text);
        if (depth === 2 || depth === 3) headings.push({ id, text, depth });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      code({ text, lang }) {
        const language = lang?.trim().split(/\s+/)[0] ?? '';
        const known = language && hljs.getLanguage(language);
        const body = known ? hljs.highlight(text, { language, ignoreIllegals: true }).value : escapeHtml(text);
        const name = known ? ` language-${escapeHtml(language)}` : '';
        // Code reads left to right in every language of the console.
        // Focusable: a long line scrolls the block sideways, which a keyboard user must reach too.
        return `<pre dir="ltr" tabindex="0"><code class="hljs${name}">${body}</code></pre>\n`;
      },
      table(token) {
        // Wide tables scroll on their own on a phone (see articleStyles), so they are focusable too.
        return Renderer.prototype.table.call(this, token).replace('<table>', '<table tabindex="0">');
      },
    },
  });

  const tokens = marked.lexer(markdown);
  const titleAt = tokens.findIndex((token) => token.type === 'heading' && token.depth === 1);
  const title = titleAt >= 0 ? (tokens[titleAt] as Tokens.Heading).text : '';
  if (titleAt >= 0) tokens.splice(titleAt, 1);
  marked.walkTokens(tokens, (token: Token) => {
    if (token.type === 'link') token.href = guideHref(token.href, file);
  });
  const html = marked.parser(tokens);
  return { title, html: DOMPurify.sanitize(html), headings };
}
