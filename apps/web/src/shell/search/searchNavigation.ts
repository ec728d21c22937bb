import type { NavigationItem } from '../navigation';

/** The spec allows at most 10 suggestions and shows fewer than 10 (console-core §4.5). */
export const maxSuggestions = 9;

/** Lower case without accents: NFD splits "á" into "a" + a combining mark, which is then dropped. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The pages whose title (as `titleOf` gives it, i.e. in the current language) contains the query,
 * ignoring case, accents and surrounding blanks; in menu order, at most `maxSuggestions`. A blank
 * query matches nothing.
 */
export function searchNavigation(
  pages: readonly NavigationItem[],
  query: string,
  titleOf: (item: NavigationItem) => string,
): NavigationItem[] {
  const needle = normalizeSearchText(query.trim());
  if (!needle) return [];
  const matches: NavigationItem[] = [];
  for (const page of pages) {
    if (normalizeSearchText(titleOf(page)).includes(needle)) {
      matches.push(page);
      if (matches.length === maxSuggestions) break;
    }
  }
  return matches;
}
