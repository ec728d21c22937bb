import DOMPurify from 'dompurify';

export interface SanitisedMail {
  html: string;
  /** Remote images left out until the user asks for them. */
  blockedImages: number;
}

const remote = /^\s*(https?:)?\/\//i;

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
    if (node.tagName === 'IMG' && remote.test(node.getAttribute('src') ?? '') && !allowRemoteImages) {
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
