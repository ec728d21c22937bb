import { useEffect, useRef } from 'react';

/** The page's keys, as the help dialog lists them. */
export const mailShortcuts = [
  { key: 'j', action: 'next' },
  { key: 'k', action: 'previous' },
  { key: 'Enter', action: 'open' },
  { key: '#', action: 'trash' },
  { key: 's', action: 'star' },
  { key: 'r', action: 'reply' },
  { key: 'c', action: 'compose' },
  { key: '/', action: 'search' },
  { key: '?', action: 'help' },
] as const;

export type MailShortcut = (typeof mailShortcuts)[number]['action'];

/** Keys typed into a field, a menu or a dialog belong to it, not to the page. */
function belongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="dialog"], [role="menu"], [role="listbox"]')) return true;
  return false;
}

/**
 * Calls `onShortcut` for the page's keys while the page is open. Enter on a button or link is the
 * button's own (it opens the row it is on).
 */
export function useMailKeyboard(onShortcut: (action: MailShortcut) => void) {
  const handler = useRef(onShortcut);
  handler.current = onShortcut;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (belongsElsewhere(event.target)) return;
      if (event.key === 'Enter' && event.target instanceof HTMLElement && event.target.closest('button, a')) return;
      const shortcut = mailShortcuts.find(({ key }) => key === event.key);
      if (!shortcut) return;
      event.preventDefault();
      handler.current(shortcut.action);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
