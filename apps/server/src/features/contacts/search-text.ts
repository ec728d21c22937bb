import { type SQL, sql } from 'drizzle-orm';
import { withoutAccents } from '../../db/search';
import { contactsContacts } from './table';

/** The searched fields as one text, folded as the search compares it (lower case, no accents), in SQL. */
export function searchTextOf(contact: {
  name: string;
  lastName: string;
  nickname: string;
  company: string;
  email: string;
  phone: string;
}): SQL {
  const text = [contact.name, contact.lastName, contact.nickname, contact.company, contact.email, contact.phone].join(
    ' ',
  );
  return sql`lower(${withoutAccents(sql`${text}::text`)})`;
}

/** The same folding from the stored columns, for rows written in bulk (the sample contacts, the benchmark's). */
export const searchTextFromColumns = sql`lower(unaccent(concat_ws(' ', ${contactsContacts.name}, ${contactsContacts.lastName}, ${contactsContacts.nickname}, ${contactsContacts.company}, ${contactsContacts.email}, ${contactsContacts.phone})))`;
