import { describe, expect, it } from 'vitest';
import { guideHref, renderMarkdown } from './markdown';

const file = 'docs/guide/configuration/example.md';

describe('the guide’s Markdown', () => {
  it('takes the first heading as the title and anchors the sections for the table of contents', () => {
    const page = renderMarkdown('# Example\n\nIntro.\n\n## First part\n\n### A detail\n\n## First part\n', file);
    expect(page.title).toBe('Example');
    expect(page.html).not.toContain('<h1');
    expect(page.headings).toEqual([
      { id: 'first-part', text: 'First part', depth: 2 },
      { id: 'a-detail', text: 'A detail', depth: 3 },
      { id: 'first-part-1', text: 'First part', depth: 2 },
    ]);
    expect(page.html).toContain('<h2 id="first-part">First part</h2>');
    expect(page.html).toContain('<h2 id="first-part-1">First part</h2>');
  });

  it('strips scripts and event handlers written in the Markdown', () => {
    const page = renderMarkdown(
      '# X\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[click](javascript:alert(3))\n',
      file,
    );
    expect(page.html).not.toMatch(/<script|onerror|javascript:/i);
    expect(page.html).toContain('<img src="x">');
  });

  it('highlights code blocks of the guide’s languages and escapes the others', () => {
    const page = renderMarkdown('# X\n\n```ts\nconst a = 1;\n```\n\n```text\n<b>bold</b>\n```\n', file);
    expect(page.html).toContain('<span class="hljs-keyword">const</span>');
    expect(page.html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(page.html).not.toContain('<b>bold</b>');
  });

  it('lets the keyboard reach code blocks and tables, which scroll sideways on a phone', () => {
    const page = renderMarkdown('# X\n\n```sh\nnpm start\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n', file);
    expect(page.html).toContain('<pre dir="ltr" tabindex="0">');
    expect(page.html).toContain('<table tabindex="0">');
  });

  it('turns links between Markdown files into the console’s documentation addresses', () => {
    expect(guideHref('../getting-started/installation.md', file)).toBe('/documentation/getting-started/installation');
    expect(guideHref('multi-language.md#right-to-left', file)).toBe(
      '/documentation/configuration/multi-language#right-to-left',
    );
    expect(guideHref('../../feature-template.md', file)).toBe('/documentation/development/feature-template');
    expect(guideHref('/api/docs', file)).toBe('/api/docs');
    expect(guideHref('https://example.com/a.md', file)).toBe('https://example.com/a.md');
    const page = renderMarkdown('# X\n\nSee [the roles](roles-and-access.md).\n', file);
    expect(page.html).toContain('href="/documentation/configuration/roles-and-access"');
  });
});
