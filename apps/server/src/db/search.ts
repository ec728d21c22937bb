import { and, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType } from 'drizzle-orm/pg-core';

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

/** Shortest last word also matched as a prefix while the user types ("portab" finds "portabilidade"). */
const prefixMinLength = 3;

/**
 * The full-text query of what a person typed: websearch syntax (words, "phrases", -exclusions, or), with the
 * last plain word also matched as a prefix (letters and digits only, so `to_tsquery` gets it safely). Accents
 * and case are ignored on both sides (`searchConfig`). The console-wide search builds every source's query
 * with it (mail's own search does the same in `mailSearchQuery`).
 */
export function fullTextQuery(q: string): SQL {
  const last = /(^|\s)([\p{L}\p{N}]+)$/u.exec(q);
  const word = last?.[2];
  if (!last || !word || word.length < prefixMinLength) return sql`websearch_to_tsquery(${searchConfig}, ${q})`;
  const prefix = sql`to_tsquery(${searchConfig}, ${`${word}:*`})`;
  const head = q.slice(0, last.index).trim();
  if (!head) return prefix;
  const alternative = /^(.*\S)\s+or$/i.exec(head)?.[1];
  return alternative
    ? sql`(websearch_to_tsquery(${searchConfig}, ${alternative}) || ${prefix})`
    : sql`(websearch_to_tsquery(${searchConfig}, ${head}) && ${prefix})`;
}

/**
 * The weighted document of a few text columns (weight A for the first, a title; B for the rest), in the search
 * configuration: what a stored `tsvector` column is generated from (`searchVectorColumn`), and what
 * `fullTextMatch` computes on the fly for the small shared lists.
 */
export function fullTextDocument(title: SQL | AnyPgColumn, ...rest: (SQL | AnyPgColumn)[]): SQL {
  const body = rest.length
    ? sql.join(
        rest.map((part) => sql`coalesce(${part}, '')`),
        sql` || ' ' || `,
      )
    : sql`''`;
  return sql`(setweight(to_tsvector(${searchConfig}, coalesce(${title}, '')), 'A') || setweight(to_tsvector(${searchConfig}, ${body}), 'B'))`;
}

/** PostgreSQL's `tsvector`, for a stored search document. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A stored search document generated from the row's text columns (so no write can forget it), for a GIN index:
 * an account's collection of thousands of rows (to-dos, notes, contacts) is searched through the index instead of
 * building every row's document on each search (10,000 notes: 80 ms → a few).
 */
export const searchVectorColumn = (document: () => SQL) => tsvector('search').notNull().generatedAlwaysAs(document);

/** A full-text match on a stored document (`searchVectorColumn`), with its `ts_rank`. */
export function storedFullTextMatch(q: string, vector: SQL | AnyPgColumn) {
  const query = fullTextQuery(q);
  return {
    where: sql`${vector} @@ ${query}`,
    rank: sql<number>`ts_rank(${vector}, ${query})`.mapWith(Number),
  };
}

/**
 * A full-text match over a few text columns computed on the fly, with its `ts_rank`: for a short shared list (the
 * FAQ, the articles), whose rows a scan reads quickly; an account's collection or a big table keeps a stored
 * document with a GIN index instead (`searchVectorColumn`).
 */
export function fullTextMatch(q: string, title: SQL | AnyPgColumn, ...rest: (SQL | AnyPgColumn)[]) {
  const query = fullTextQuery(q);
  const document = fullTextDocument(title, ...rest);
  return {
    where: sql`${document} @@ ${query}`,
    rank: sql<number>`ts_rank(${document}, ${query})`.mapWith(Number),
  };
}
