import { useEffect } from 'react';

/** What follows a page's own words in the browser tab's title. */
export const productName = 'Conecta';

/**
 * The browser tab's title while the page is shown: `<title> — Conecta` (a count first when there is one,
 * "(3) Caixa de entrada — Conecta"); the plain product name again when the page goes. `undefined` leaves it.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title === undefined) return;
    document.title = `${title} — ${productName}`;
  }, [title]);
  useEffect(
    () => () => {
      document.title = productName;
    },
    [],
  );
}
