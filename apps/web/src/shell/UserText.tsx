import type { ReactNode } from 'react';

/**
 * Text a person wrote — a subject, a name, an address, a file name — set in its own direction, whatever the
 * page's: a Latin subject in an Arabic page reads left to right and keeps its punctuation where it was typed
 * ("Olá.", "Vivo Empresas <faturamento@…>"), an Arabic name in a Portuguese page right to left.
 *
 * Inline, it is a `<bdi>` (isolated, its direction from its first strong letter). For a block that cuts its
 * text with an ellipsis (`noWrap`) put `dir="auto"` on the block itself instead (`{...userTextDir}`), so the
 * ellipsis falls at the text's own end; keep page-language words inside such a block out of the guess with
 * `dir={i18n.dir()}` on their element.
 */
export function UserText({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <bdi dir="auto" data-testid={testId}>
      {children}
    </bdi>
  );
}

/** The attribute that gives a block of user-written text its own direction (see `UserText`). */
export const userTextDir = { dir: 'auto' } as const;
