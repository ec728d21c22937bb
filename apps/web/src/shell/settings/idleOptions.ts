import type { LayoutOption, LayoutStyle } from '../layout/layoutModel';

// Beside the settings panel, its one user, not in the layout model every page (and the sign-in page) loads.

/** Why an option is idle, as a key of the settings texts. */
export type IdleReason = 'leftSidePanelUnused' | 'footerPositionFixed';

/**
 * Options that would change nothing on screen, with the reason the panel shows beside them:
 * no feature fills a left side panel, and layouts 2 and 3 always put the footer under the page.
 */
export function idleOptions(style: LayoutStyle): Map<LayoutOption, IdleReason> {
  const idle = new Map<LayoutOption, IdleReason>([['leftSidePanel.display', 'leftSidePanelUnused']]);
  if (style !== 'layout1') idle.set('footer.position', 'footerPositionFixed');
  return idle;
}
