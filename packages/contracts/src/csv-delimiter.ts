// What a CSV's separator is: written in the user's language, read from a file's header line.

/**
 * The separators a device CSV may use: the comma (RFC 4180, English spreadsheets), the semicolon (what
 * spreadsheets write where the comma is the decimal separator, as in pt-BR and tr) and the tab.
 */
export const csvDelimiters = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof csvDelimiters)[number];

/** The separator a spreadsheet in each language expects; a language not listed gets the comma. */
const delimiterByLanguage: Record<string, CsvDelimiter> = { 'pt-BR': ';', tr: ';', en: ',', ar: ',' };

export function spreadsheetDelimiter(language: string): CsvDelimiter {
  return delimiterByLanguage[language] ?? ',';
}

/**
 * The separator of a CSV, read from its header line: the one of `csvDelimiters` met most often outside
 * quotes (ties go to the earlier in the list, so a header of one column is comma-separated). The browser's
 * check and the server's parser both call this, so they always split a file the same way.
 */
export function detectCsvDelimiter(text: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(csvDelimiters.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of text.startsWith('\uFEFF') ? text.slice(1) : text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted) {
      const seen = counts.get(char as CsvDelimiter);
      if (seen !== undefined) counts.set(char as CsvDelimiter, seen + 1);
    }
  }
  let best: CsvDelimiter = ',';
  for (const delimiter of csvDelimiters) if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}
