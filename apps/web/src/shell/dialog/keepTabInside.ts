import type { KeyboardEvent } from 'react';

const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last: a side panel
 * that leaves the page usable by pointer (no modal trap) still holds the keyboard while it is open.
 * Put it on the panel's onKeyDown; keys from a dialog or menu it opened (portals) are left alone.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  const panel = event.currentTarget;
  if (event.key !== 'Tab' || !(event.target instanceof Node) || !panel.contains(event.target)) return;
  const stops = [...panel.querySelectorAll<HTMLElement>(tabbable)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  if (event.shiftKey ? event.target === first : event.target === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
