import { isStoredFileUrl } from '@conecta/contracts/file-urls';
import sanitizeHtml from 'sanitize-html';

/**
 * What a stored mail body may contain: ordinary formatting, links and images, nothing that runs. Scripts,
 * styles, forms, frames, every `on…` handler and every URL scheme but these are dropped on the way in, so
 * no stored mail can carry code (the web sanitises again before it shows one).
 */
const mailHtml: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'font', 'center', 'del', 'ins', 's', 'u'],
  allowedAttributes: {
    // target and rel are the ones transformTags sets below.
    a: ['href', 'name', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align', 'valign'],
    th: ['colspan', 'rowspan', 'align', 'valign'],
    table: ['width', 'cellpadding', 'cellspacing'],
    font: ['color'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data', 'cid'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links leave the console in a new tab without handing it the opener.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    img: (tagName, attribs) => {
      const src = canonicalImageSource(attribs.src ?? '');
      const { src: _given, ...rest } = attribs;
      return { tagName, attribs: src ? { ...rest, src } : rest };
    },
  },
  disallowedTagsMode: 'discard',
};

/**
 * Bases no source can be on, one per web scheme: `https:host/x` is relative on an https page and outside
 * on an http one, so a source counts as ours only when it stays on both.
 */
const nowhere = ['http://relative.invalid/', 'https://relative.invalid/'].map((base) => new URL(base));

/**
 * An image source as a browser will read it, or undefined to drop it. Browsers forgive spellings the
 * scheme checks do not (`https:\\host\x`, `https:host/x`, `https:/host/x`, a tab inside `https`): each is
 * stored as the one URL it loads, so the reader's "remote images blocked" sees it for what it is.
 * Relative sources are kept only when they are our stored files; embedded bytes (`data:`, `cid:`) stay.
 */
export function canonicalImageSource(source: string): string | undefined {
  const trimmed = source.trim();
  let resolved: URL[];
  try {
    resolved = nowhere.map((base) => new URL(trimmed, base));
  } catch {
    return undefined;
  }
  const [first] = resolved;
  if (!first) return undefined;
  if (first.protocol === 'data:' || first.protocol === 'cid:') return trimmed;
  const outside = resolved.find((url, index) => url.origin !== nowhere[index]?.origin);
  if (outside) return outside.protocol === 'http:' || outside.protocol === 'https:' ? outside.href : undefined;
  return isStoredFileUrl(first.pathname) ? `${first.pathname}${first.search}` : undefined;
}

export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, mailHtml);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The body as plain text, for search and its highlights: block ends become spaces, entities characters. */
export function mailBodyText(html: string): string {
  const spaced = html.replace(/<\/?(p|div|br|li|tr|td|th|h[1-6]|blockquote|table)\b[^>]*>/gi, ' ');
  const text = sanitizeHtml(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['style', 'script', 'textarea', 'noscript', 'title'],
  });
  return text
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, name: string) => {
      if (!name.startsWith('#')) return entities[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
}
