import { authRoles, hasPermission } from '@conecta/contracts/roles';
import { type SearchQuery, type SearchResults, searchKinds, searchLimits } from '@conecta/contracts/search';
import type { AccountRow } from '../../accounts/table';
import type { Database } from '../../db/client';
import type { SearchHit, SearchSource } from '../../platform/search-source';
import { documentationSearchSource } from './documentation-source';

/** The sources `account` may search: those whose role it holds (admin ⊃ staff ⊃ user), and the documentation. */
export function sourcesFor(sources: readonly SearchSource[], account: AccountRow): SearchSource[] {
  return [...sources, documentationSearchSource].filter((source) =>
    hasPermission(authRoles[source.access], account.roles),
  );
}

/**
 * One search over every source the account may see: each gathers its best `perKind` hits (in turn, so a
 * request holds one database connection at a time), the hits are merged by rank (then kind order and title,
 * so a page is stable), counted by kind, and the page asked for is cut from the kind asked for or from all.
 */
export async function searchConsole(
  db: Database,
  sources: readonly SearchSource[],
  account: AccountRow,
  query: SearchQuery,
): Promise<SearchResults> {
  const hits: SearchHit[] = [];
  for (const source of sourcesFor(sources, account)) {
    hits.push(...(await source.search(db, { q: query.q, account, limit: searchLimits.perKind })));
  }
  const order = (kind: SearchHit['kind']) => searchKinds.indexOf(kind);
  hits.sort(
    (a, b) =>
      b.rank - a.rank || order(a.kind) - order(b.kind) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
  );
  const facets = searchKinds.flatMap((kind) => {
    const count = hits.filter((hit) => hit.kind === kind).length;
    return count ? [{ kind, count, more: count >= searchLimits.perKind }] : [];
  });
  const shown = query.kind ? hits.filter((hit) => hit.kind === query.kind) : hits;
  const start = (query.page - 1) * query.limit;
  return {
    q: query.q,
    results: shown.slice(start, start + query.limit).map(({ id, kind, title, url, excerpt, rank }) => ({
      id,
      kind,
      title,
      url,
      excerpt,
      rank,
    })),
    total: shown.length,
    totalMore: facets.some((facet) => facet.more && (!query.kind || facet.kind === query.kind)),
    page: query.page,
    limit: query.limit,
    facets,
  };
}
