import { isStoredFileUrl } from '@conecta/contracts/file-urls';
import DOMPurify from 'dompurify';

export interface SanitisedMail {
  html: string;
  /** Remote images left out until the user asks for them. */
  blockedImages: number;
}

/**
 * Whether an image source would make the browser call out. Decided on the URL as the browser itself
 * parses it (`https:\\host\x`, `https:host/x`, `ht<TAB>tps://host/x` all load https://host/x), never on
 * its spelling: only embedded bytes (`data:`, `blob:`, `cid:`) and our own stored files stay in.
 */
export function isRemoteImageSource(source: string, base = document.baseURI): boolean {
  let url: URL;
  try {
    url = new URL(source, base);
  } catch {
    return false; // not a URL the browser could fetch either
  }
  if (['data:', 'blob:', 'cid:'].includes(url.protocol)) return false;
  return !(url.origin === new URL(base).origin && isStoredFileUrl(url.pathname));
}

/**
 * A mail body made safe to put in the page: nothing that runs (scripts, `on…` handlers, `javascript:`
 * links, forms, frames, SVG), no styles (a `url()` would load what the image rule holds back), links
 * opening in a new tab without access to this one, and remote images (which tell the sender the mail was
 * read) kept out until `allowRemoteImages`. The server sanitises on the way in too: this is the second wall.
 */
export function sanitizeMail(html: string, { allowRemoteImages = false } = {}): SanitisedMail {
  const purifier = DOMPurify();
  let blockedImages = 0;
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node.tagName === 'IMG' && isRemoteImageSource(node.getAttribute('src') ?? '') && !allowRemoteImages) {
      node.removeAttribute('src');
      node.setAttribute('data-blocked', 'remote');
      blockedImages++;
    }
  });
  const clean = purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
      'link',
      'meta',
      'base',
    ],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'background'],
    ADD_ATTR: ['target'],
  });
  return { html: clean, blockedImages };
}

/**
 * A sender's photo as the mail may show it: our stored files and embedded bytes at once; an outside
 * address is a remote image like any in the body (its request tells the sender the mail was seen), so
 * only once the user asked for images.
 */
export function senderPhoto(url: string | undefined, showImages: boolean): string | undefined {
  if (!url) return undefined;
  return showImages || !isRemoteImageSource(url) ? url : undefined;
}
