import { describe, expect, it } from 'vitest';
import { highlightParts } from './queries';
import { canonicalImageSource, mailBodyText, sanitizeMailHtml } from './sanitize';

describe('mail HTML on the way in', () => {
  it('keeps formatting, links and images, and drops everything that could run', () => {
    const clean = sanitizeMailHtml(
      [
        '<p style="x" onclick="a()"><strong>Fatura</strong> <a href="https://vivo.example/f">aqui</a></p>',
        '<a href="JaVaScRiPt:alert(1)">x</a><a href="data:text/html,<script>alert(2)</script>">y</a>',
        '<img src="https://cdn.example/logo.png" onerror="alert(3)"><svg onload="alert(4)"></svg>',
        '<iframe src="https://evil.example"></iframe><script>alert(5)</script><style>p{}</style>',
        '<form action="https://evil.example"><input name="p"></form>',
      ].join(''),
    );
    expect(clean).toContain('<strong>Fatura</strong>');
    expect(clean).toContain('<a href="https://vivo.example/f" target="_blank" rel="noopener noreferrer">aqui</a>');
    expect(clean).toContain('<img src="https://cdn.example/logo.png" />');
    for (const forbidden of [
      'onclick',
      'onerror',
      'onload',
      'javascript',
      'data:text',
      '<script',
      '<iframe',
      '<style',
      '<form',
      '<input',
      '<svg',
      'style=',
    ]) {
      expect(clean.toLowerCase()).not.toContain(forbidden);
    }
  });

  it('stores each image source as the one URL a browser loads, and drops what is neither outside nor ours', () => {
    expect(canonicalImageSource('https:\\\\tracker.example\\x')).toBe('https://tracker.example/x');
    expect(canonicalImageSource('https:tracker.example/x')).toBe('https://tracker.example/x');
    expect(canonicalImageSource('https:/tracker.example/x')).toBe('https://tracker.example/x');
    expect(canonicalImageSource('ht\ttps://tracker.example/x')).toBe('https://tracker.example/x');
    expect(canonicalImageSource('/api/files/abc?size=small')).toBe('/api/files/abc?size=small');
    expect(canonicalImageSource('/api/devices/export.csv')).toBeUndefined();
    expect(canonicalImageSource('javascript:alert(1)')).toBeUndefined();
    expect(sanitizeMailHtml('<img alt="x" src="https:tracker.example/open.gif">')).toBe(
      '<img alt="x" src="https://tracker.example/open.gif" />',
    );
    expect(sanitizeMailHtml('<img alt="x" src="/api/auth/logout">')).toBe('<img alt="x" />');
  });

  it('gives search the plain text: blocks apart, entities decoded, no markup', () => {
    expect(mailBodyText('<p>Linhas&nbsp;móveis</p><p>R$ 10 &amp; 20 &lt;ok&gt; &#233;</p><br>fim')).toBe(
      'Linhas móveis R$ 10 & 20 <ok> é fim',
    );
  });
});

describe('search highlights', () => {
  it('become runs of plain text, the matched words marked', () => {
    expect(highlightParts('Fatura de \u0002novembro\u0003 e \u0002outubro\u0003')).toEqual([
      { text: 'Fatura de ', match: false },
      { text: 'novembro', match: true },
      { text: ' e ', match: false },
      { text: 'outubro', match: true },
    ]);
    expect(highlightParts('<b>sem</b> destaque')).toEqual([{ text: '<b>sem</b> destaque', match: false }]);
  });
});
