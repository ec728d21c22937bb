import type { Mail } from '@conecta/contracts/mail';

/** What a selection rule reads of a mail: a list row has it as the whole mail does. */
type Flags = Pick<Mail, 'id' | 'read' | 'starred' | 'important'>;

export const selectionKinds = [
  'all',
  'none',
  'read',
  'unread',
  'starred',
  'unstarred',
  'important',
  'unimportant',
] as const;
export type SelectionKind = (typeof selectionKinds)[number];

const rules: Record<SelectionKind, (mail: Flags) => boolean> = {
  all: () => true,
  none: () => false,
  read: (mail) => mail.read,
  unread: (mail) => !mail.read,
  starred: (mail) => mail.starred,
  unstarred: (mail) => !mail.starred,
  important: (mail) => mail.important,
  unimportant: (mail) => !mail.important,
};

/** The ids of the loaded mails a "Select" menu choice picks. */
export function selectMails(mails: readonly Flags[], kind: SelectionKind): Set<string> {
  return new Set(mails.filter(rules[kind]).map((mail) => mail.id));
}
