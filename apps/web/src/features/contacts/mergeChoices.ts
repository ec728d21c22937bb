import type { Contact } from '@conecta/contracts/contacts';

/** The fields a merge picks a value for, in the form's order. */
export const mergeFields = [
  'name',
  'lastName',
  'avatar',
  'nickname',
  'company',
  'jobTitle',
  'email',
  'phone',
  'address',
  'birthday',
  'notes',
] as const;
export type MergeField = (typeof mergeFields)[number];

const fieldValue = (contact: Contact, field: MergeField) => contact[field] ?? '';

/** For each field whose values differ among the contacts: the different values, in the contacts' order. */
export function differingFields(contacts: readonly Contact[]): { field: MergeField; values: string[] }[] {
  return mergeFields.flatMap((field) => {
    const values = [...new Set(contacts.map((contact) => fieldValue(contact, field)))];
    return values.length > 1 ? [{ field, values }] : [];
  });
}

/** The value each field starts with: the first contact's, or the first one not empty. */
export function initialChoices(contacts: readonly Contact[]): Partial<Record<MergeField, string>> {
  return Object.fromEntries(
    differingFields(contacts).map(({ field, values }) => [field, values.find((value) => value !== '') ?? '']),
  );
}

/** The kept contact (the first) with the chosen values. */
export function mergedContact(contacts: readonly Contact[], choices: Partial<Record<MergeField, string>>): Contact {
  const [first] = contacts;
  if (!first) throw new Error('Nothing to merge');
  const merged: Contact = { ...first };
  for (const field of mergeFields) {
    const chosen = choices[field];
    if (chosen === undefined) continue;
    if (field === 'birthday') {
      if (chosen) merged.birthday = chosen;
      else delete merged.birthday;
    } else merged[field] = chosen;
  }
  return merged;
}
