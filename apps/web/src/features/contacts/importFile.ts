import { contactCsvColumns, contactsLimits, newContactSchema, type ValidNewContact } from '@conecta/contracts/contacts';
import { issuesToFieldErrors } from '@conecta/contracts/errors';
import Papa from 'papaparse';

/** One row of the file: the contact it makes, or the problems (a field and its message code) that keep it out. */
export interface ImportRow {
  /** 1 for the first contact of the file (a CSV's header is not counted). */
  row: number;
  label: string;
  contact?: ValidNewContact;
  problems: { field: string; code: string }[];
}

type Candidate = Partial<Record<(typeof contactCsvColumns)[number], string>>;

/** Undoes the export's formula guard (`'=…`, `'+55…`), so an exported file imports as it was. */
const fromSpreadsheetCell = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

function check(row: number, candidate: Candidate): ImportRow {
  const label = [candidate.name, candidate.lastName].filter(Boolean).join(' ') || candidate.email || '';
  const birthday = candidate.birthday?.trim();
  const parsed = newContactSchema.safeParse({
    ...candidate,
    // A day (the export writes one) is stored at noon UTC, so it reads the same day everywhere.
    birthday: birthday ? (/^\d{4}-\d{2}-\d{2}$/.test(birthday) ? `${birthday}T12:00:00.000Z` : birthday) : undefined,
  });
  if (parsed.success) return { row, label, contact: parsed.data, problems: [] };
  const problems = Object.entries(issuesToFieldErrors(parsed.error.issues, 'row')).map(([field, code]) => ({
    field,
    code,
  }));
  return { row, label, problems };
}

/** vCard text values: `\n`, `\,`, `\;` and `\\` (RFC 6350 §3.4). */
const unescapeText = (value: string) =>
  value.replace(/\\([nN,;\\])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
/** A structured value's parts (N, ADR), split on the semicolons that are not escaped. */
const parts = (value: string) => value.split(/(?<!\\);/).map(unescapeText);

/** The cards of a vCard file (2.1, 3.0 or 4.0), each read into the contact's fields. */
export function readVcards(text: string): Candidate[] {
  // Folded lines go on with a space or a tab at the start of the next.
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
  const cards: Candidate[] = [];
  let card: Candidate | null = null;
  let fullName = '';
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const [rawName = ''] = line.slice(0, colon).split(';');
    // `item1.EMAIL`: the group before the dot does not matter here.
    const name = rawName.replace(/^.*\./, '').toUpperCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'BEGIN' && value.toUpperCase() === 'VCARD') {
      card = {};
      fullName = '';
      continue;
    }
    if (!card) continue;
    switch (name) {
      case 'END':
        if (!card.name && !card.lastName && fullName) {
          const [first = '', ...rest] = fullName.split(/\s+/);
          card.name = first;
          card.lastName = rest.join(' ');
        }
        cards.push(card);
        card = null;
        break;
      case 'N': {
        const [family = '', given = ''] = parts(value);
        card.name = given;
        card.lastName = family;
        break;
      }
      case 'FN':
        fullName = unescapeText(value);
        break;
      case 'NICKNAME':
        card.nickname ??= unescapeText(value);
        break;
      case 'ORG':
        card.company ??= parts(value)[0] ?? '';
        break;
      case 'TITLE':
        card.jobTitle ??= unescapeText(value);
        break;
      case 'EMAIL':
        card.email ??= unescapeText(value);
        break;
      case 'TEL':
        card.phone ??= unescapeText(value).replace(/^tel:/i, '');
        break;
      case 'ADR':
        card.address ??= parts(value)
          .map((part) => part.trim())
          .filter(Boolean)
          .join(', ');
        break;
      case 'BDAY': {
        const day = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value);
        card.birthday = day ? `${day[1]}-${day[2]}-${day[3]}` : value;
        break;
      }
      case 'NOTE':
        card.notes ??= unescapeText(value);
        break;
    }
  }
  return cards;
}

/** The rows of a CSV with a header naming the export's columns (any case, any order; others are ignored). */
export function readContactsCsv(text: string): Candidate[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...rows] = parsed.data;
  const known = new Map<string, (typeof contactCsvColumns)[number]>(contactCsvColumns.map((c) => [c.toLowerCase(), c]));
  const columns = header.map((cell) => known.get(cell.trim().toLowerCase()));
  return rows.map((cells) => {
    const candidate: Candidate = {};
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (column) candidate[column] = fromSpreadsheetCell(cell);
    });
    return candidate;
  });
}

/** Reads a CSV or vCard file and checks every row as the server will; too many rows is said by `tooMany`. */
export function checkContactsFile(text: string, fileName: string): { rows: ImportRow[]; tooMany: boolean } {
  const vcard = /\.vcf$/i.test(fileName) || /^\s*BEGIN:VCARD/i.test(text);
  const candidates = vcard ? readVcards(text) : readContactsCsv(text);
  return {
    rows: candidates.slice(0, contactsLimits.imported).map((candidate, index) => check(index + 1, candidate)),
    tooMany: candidates.length > contactsLimits.imported,
  };
}
