import type { Role } from '@conecta/contracts/roles';
import type { SearchKind } from '@conecta/contracts/search';
import type { AccountRow } from '../accounts/table';
import type { Database } from '../db/client';

/** One hit of a search source: where it opens in the console and its text around the match. */
export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  url: string;
  excerpt: string;
  /** Higher is better; full-text sources give `ts_rank`, exact identifiers (an IMEI) 1. */
  rank: number;
}

/** What a source is asked: the text as typed, whose data, and how many hits it may give at most. */
export interface SearchRequest {
  q: string;
  account: AccountRow;
  limit: number;
}

/**
 * A feature's share of the console-wide search (`GET /api/search`): the search feature runs the sources
 * whose role the account holds and merges their hits by rank. A source searches only what the account may
 * see (its own rows for an account's collection), answers at most `limit` hits, best first, and uses its
 * tables' indexes. The file manager adds one of kind `file` to its descriptor, like the others.
 */
export interface SearchSource {
  kind: SearchKind;
  /** The role a route of the feature needs to read these rows. */
  access: Role;
  search(db: Database, request: SearchRequest): Promise<SearchHit[]>;
}

/** Characters of an excerpt. */
export const excerptLength = 160;

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The part of `text` around the first word of `q` it contains (accents and case ignored), about
 * `excerptLength` characters on one line, with "…" where it was cut; the start of the text when no word is in it.
 * The web marks the words (the FAQ's highlighting), so the excerpt stays plain text.
 */
export function excerptAround(text: string, q: string, length = excerptLength): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= length) return plain;
  // Folding keeps one character per character for Latin letters; a rare mismatch only shifts the window.
  const folded = fold(plain);
  const words = fold(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);
  const at = words.map((word) => folded.indexOf(word)).filter((index) => index >= 0);
  const first = at.length ? Math.min(...at) : 0;
  const start = Math.max(0, Math.min(first - Math.floor(length / 3), plain.length - length));
  const end = Math.min(plain.length, start + length);
  return `${start > 0 ? '…' : ''}${plain.slice(start, end).trim()}${end < plain.length ? '…' : ''}`;
}
