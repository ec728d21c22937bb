import { and, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The search of every list, accent- and case-insensitive on both engines: `Seguranca` finds "Segurança",
 * `inventario` finds "Inventário". Both rest on the `unaccent` extension (PostgreSQL's contrib; PGlite ships it
 * and `db/client.ts` loads it), created with the text search configuration below by migration 0010.
 */

/**
 * The text search configuration of every full-text search (mail today): `simple` (lower-cased words, no
 * stemming: the sample data mixes Portuguese and English, and one language's stemmer mangles the other's words)
 * after `unaccent`, so a word and its query lose their accents alike, and `ts_headline` with the same
 * configuration marks "Segurança" for the query `seguranca`.
 */
export const searchConfigName = 'conecta_search';

/** The configuration as SQL, for `to_tsvector(searchConfig, …)`, `websearch_to_tsquery(searchConfig, …)`, `ts_headline`. */
export const searchConfig: SQL = sql.raw(`'${searchConfigName}'::regconfig`);

/** Text without its accents, as the searches compare it (`unaccent`); case is left to the comparison. */
export function withoutAccents(text: SQL | AnyPgColumn): SQL {
  return sql`unaccent(${text})`;
}

/** `text` as a LIKE pattern matching it anywhere: `%`, `_` and `\` are matched as typed. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `text` as a LIKE pattern matching what starts with it (`%`, `_` and `\` matched as typed): an index range. */
export function startsWithPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A search by part of the text in any of the columns, ignoring case and accents (`%`, `_` and `\` are matched
 * as typed); undefined for no text. A scan of the rows it is given: meant for an account's collection or a
 * short list, not for a table searched through an index (the device list keeps its trigram index on `model`).
 */
export function textContains(text: string | undefined, ...columns: AnyPgColumn[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = withoutAccents(sql`${containsPattern(text)}::text`);
  return or(...columns.map((column) => sql`${withoutAccents(column)} ilike ${pattern}`));
}

/** Most words of a search that each must match: enough for a question, bounded for the database. */
export const searchWordLimit = 8;

/**
 * A search by words: every word (up to `searchWordLimit`) found in one of the columns, in any order, each by
 * `textContains`; undefined for no words. For short shared lists (a FAQ, a knowledge base), not big tables.
 */
export function everyWordContains(text: string | undefined, ...columns: AnyPgColumn[]): SQL | undefined {
  const words = (text ?? '').split(/\s+/).filter(Boolean).slice(0, searchWordLimit);
  if (!words.length) return undefined;
  return and(...words.map((word) => textContains(word, ...columns)));
}
