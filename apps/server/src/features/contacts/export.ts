import { type Contact, contactCsvColumns } from '@conecta/contracts/contacts';
import { spreadsheetSafe } from '../../http/spreadsheet-safe';

/** A CSV cell: quoted when it holds the delimiter, a quote or a line break; formula starts kept as text. */
function csvCell(value: string, delimiter: string): string {
  const safe = spreadsheetSafe(value);
  return safe.includes(delimiter) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const cellOf = (contact: Contact, column: (typeof contactCsvColumns)[number]) =>
  column === 'birthday' ? (contact.birthday?.slice(0, 10) ?? '') : contact[column];

/** The contacts as CSV with a header row (the import reads the same columns back). */
export function contactsCsv(rows: readonly Contact[], delimiter: string): string {
  const lines = [contactCsvColumns.join(delimiter)];
  for (const contact of rows)
    lines.push(contactCsvColumns.map((c) => csvCell(cellOf(contact, c), delimiter)).join(delimiter));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** vCard 3.0 text: backslash, comma, semicolon and line breaks escaped (RFC 6350 §3.4). */
const vText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n');

/** The contacts as one vCard 3.0 file, one card each. */
export function contactsVcf(rows: readonly Contact[]): string {
  const cards = rows.map((contact) => {
    const lines = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      `N:${vText(contact.lastName)};${vText(contact.name)};;;`,
      `FN:${vText([contact.name, contact.lastName].filter(Boolean).join(' '))}`,
    ];
    if (contact.nickname) lines.push(`NICKNAME:${vText(contact.nickname)}`);
    if (contact.company) lines.push(`ORG:${vText(contact.company)}`);
    if (contact.jobTitle) lines.push(`TITLE:${vText(contact.jobTitle)}`);
    if (contact.email) lines.push(`EMAIL;TYPE=INTERNET:${vText(contact.email)}`);
    if (contact.phone) lines.push(`TEL:${vText(contact.phone)}`);
    if (contact.address) lines.push(`ADR:;;${vText(contact.address)};;;;`);
    if (contact.birthday) lines.push(`BDAY:${contact.birthday.slice(0, 10)}`);
    if (contact.notes) lines.push(`NOTE:${vText(contact.notes)}`);
    lines.push('END:VCARD');
    return lines.join('\r\n');
  });
  return cards.length > 0 ? `${cards.join('\r\n')}\r\n` : '';
}
