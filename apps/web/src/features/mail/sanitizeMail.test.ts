import { describe, expect, it } from 'vitest';
import { sanitizeMail } from './sanitizeMail';

/** The sanitised HTML, parsed, to look at what is left. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

describe('sanitizeMail', () => {
  it('leaves nothing that runs in a hostile body', () => {
    const hostile = [
      '<p>Olá <b>equipe</b></p>',
      '<script>window.pwned = 1</script>',
      '<img src="x" onerror="window.pwned = 2">',
      '<a href="javascript:alert(1)">click</a>',
      '<a href="JaVaScRiPt&colon;alert(1)">encoded</a>',
      '<div onclick="alert(1)" onmouseover="alert(2)">hover</div>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg><script>alert(1)</script></svg>',
      '<form action="https://evil.example"><input name="password"></form>',
      '<style>body { background: url(https://tracker.example/p.gif) }</style>',
      '<p style="background: url(https://tracker.example/p.gif)">styled</p>',
    ].join('');
    const body = parse(sanitizeMail(hostile).html);

    expect(body.querySelector('p')?.textContent).toBe('Olá equipe');
    expect(body.querySelectorAll('script, iframe, svg, form, input, style')).toHaveLength(0);
    for (const element of body.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/i);
      expect(element.hasAttribute('style')).toBe(false);
    }
    for (const link of body.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/script/i);
    expect(body.textContent).toContain('hover');
  });

  it('holds remote images back until the user asks, and keeps embedded ones', () => {
    const html =
      '<img src="https://tracker.example/open.gif" alt="logo"><img src="//cdn.example/a.png"><img src="data:image/png;base64,iVBORw0KGgo=">';
    const blocked = sanitizeMail(html);
    expect(blocked.blockedImages).toBe(2);
    const images = [...parse(blocked.html).querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      null,
      null,
      'data:image/png;base64,iVBORw0KGgo=',
    ]);
    expect(images[0]?.getAttribute('alt')).toBe('logo');

    const shown = sanitizeMail(html, { allowRemoteImages: true });
    expect(shown.blockedImages).toBe(0);
    expect(parse(shown.html).querySelector('img')?.getAttribute('src')).toBe('https://tracker.example/open.gif');
  });

  it('holds back every spelling the browser would load from outside, however written', () => {
    const spellings = [
      'https:\\\\tracker.example\\x',
      'https:tracker.example/x',
      'https:/tracker.example/x',
      'ht\ttps://tracker.example/x',
      '/api/devices/export.csv',
    ];
    const html =
      spellings.map((src) => `<img src="${src}">`).join('') +
      '<img src="/api/files/0b6e7c1e-1111-4222-8333-944445555666">';
    const blocked = sanitizeMail(html);
    expect(blocked.blockedImages).toBe(spellings.length);
    const sources = [...parse(blocked.html).querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual([...spellings.map(() => null), '/api/files/0b6e7c1e-1111-4222-8333-944445555666']);
  });

  it('opens links in a new tab that cannot reach back into the console', () => {
    const link = parse(sanitizeMail('<a href="https://conecta.example/fatura">fatura</a>').html).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://conecta.example/fatura');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });
});
