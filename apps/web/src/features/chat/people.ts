import type { ChatContact, ChatListItem, ChatStatus } from '@conecta/contracts/chat';

/** The four presence colours of the panel (console-core §4.4), as theme palette paths. */
export const statusColors: Record<ChatStatus, string> = {
  online: 'success.main',
  away: 'warning.main',
  'do-not-disturb': 'error.main',
  offline: 'grey.500',
};

/** Deep tones that white initials read well on (at least 4.5:1), one per name. */
const initialsBackgrounds = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#00695c', '#4e342e', '#ad1457', '#37474f'];

export function initialsBackground(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return initialsBackgrounds[hash % initialsBackgrounds.length] as string;
}

export function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join('') || '?'
  );
}

/**
 * The contacts split as the lists show them: those with a chat, most recent first (the order of
 * the user's chat list), then everyone else in the server's order.
 */
export function orderContacts(
  contacts: readonly ChatContact[],
  chatList: readonly ChatListItem[],
): { withChat: ChatContact[]; others: ChatContact[] } {
  const byId = new Map(contacts.map((contact) => [contact.id, contact]));
  const withChat: ChatContact[] = [];
  const seen = new Set<string>();
  for (const item of chatList) {
    const contact = byId.get(item.contactId);
    if (!contact || seen.has(contact.id)) continue;
    seen.add(contact.id);
    withChat.push(contact);
  }
  return { withChat, others: contacts.filter((contact) => !seen.has(contact.id)) };
}

/** Lower case without accents, so 'jose' finds 'José' (the server's search does the same). */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
