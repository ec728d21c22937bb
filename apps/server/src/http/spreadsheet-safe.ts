import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Cells a spreadsheet would run as a formula (or use to smuggle one in after a tab or carriage return): a
 * display name of `=HYPERLINK(…)` must reach whoever opens an export as text. A leading apostrophe keeps it
 * text, shown without the apostrophe. Every CSV export goes through these two forms of one rule.
 */
const formulaStarts = '=+-@\t\r';

/** For exports written in Node (csv-stringify's string cast). */
export function spreadsheetSafe(value: string): string {
  return value !== '' && formulaStarts.includes(value.charAt(0)) ? `'${value}` : value;
}

/** Undoes `spreadsheetSafe` for a cell read back from an export (the device import), so a round trip is exact. */
export function fromSpreadsheetSafe(value: string): string {
  return value.charAt(0) === "'" && value.length > 1 && formulaStarts.includes(value.charAt(1))
    ? value.slice(1)
    : value;
}

const formulaStartCodes = sql.raw([...formulaStarts].map((start) => start.charCodeAt(0)).join(', '));

/**
 * The same rule as a SQL expression, for exports whose cells the database writes (the device export's lines
 * and PostgreSQL's COPY), so those stay streamed from the database. `ascii()` reads only the first character;
 * null and '' pass through unchanged.
 */
export function spreadsheetSafeSql(value: AnyPgColumn | SQL): SQL<string | null> {
  return sql<
    string | null
  >`(case when ascii(${value}) in (${formulaStartCodes}) then '''' || ${value} else ${value} end)`;
}
