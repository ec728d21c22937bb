import type { ChatContact, ChatListItem, ChatStatus } from '@conecta/contracts/chat';

/** The four presence colours of the panel (console-core §4.4), as theme palette paths. */
export const statusColors: Record<ChatStatus, string> = {
  online: 'success.main',
  away: 'warning.main',
  'do-not-disturb': 'error.main',
  offline: 'grey.500',
};

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
