/**
 * The shell's layouts and their options (console-core §2.7). One model serves the layouts that
 * read it and the Theme Settings panel that edits it.
 */
export const layoutStyles = ['layout1', 'layout2', 'layout3'] as const;
export type LayoutStyle = (typeof layoutStyles)[number];

export interface LayoutConfig {
  /** boxed: max width 1280; container: inner width 1120; fullwidth: the whole window. */
  mode: 'boxed' | 'fullwidth' | 'container';
  /** Whether the whole page scrolls, or only the content between toolbar and footer. */
  scroll: 'body' | 'content';
  navbar: { display: boolean; folded: boolean; position: 'left' | 'right' };
  toolbar: { display: boolean; style: 'fixed' | 'static'; position: 'above' | 'below' };
  footer: { display: boolean; style: 'fixed' | 'static'; position: 'above' | 'below' };
  leftSidePanel: { display: boolean };
  rightSidePanel: { display: boolean };
}

const base: LayoutConfig = {
  mode: 'fullwidth',
  scroll: 'content',
  navbar: { display: true, folded: false, position: 'left' },
  toolbar: { display: true, style: 'fixed', position: 'below' },
  footer: { display: true, style: 'fixed', position: 'below' },
  leftSidePanel: { display: true },
  rightSidePanel: { display: true },
};

/** Each style's defaults: choosing a style resets the options to these (console-core §2.7). */
export const layoutDefaults: Record<LayoutStyle, LayoutConfig> = {
  /** Vertical navbar beside the page; toolbar and footer inside the page column. */
  layout1: base,
  /** Horizontal navbar under the toolbar, across the window. */
  layout2: { ...base, mode: 'container', scroll: 'body', toolbar: { ...base.toolbar, position: 'above' } },
  /** Horizontal navbar above the toolbar. */
  layout3: { ...base, mode: 'fullwidth', scroll: 'body', toolbar: { ...base.toolbar, position: 'below' } },
};

/** An option path as the panel names it, e.g. 'navbar.folded' or 'mode'. */
export type LayoutOption =
  | 'mode'
  | 'scroll'
  | 'navbar.display'
  | 'navbar.folded'
  | 'navbar.position'
  | 'toolbar.display'
  | 'toolbar.style'
  | 'toolbar.position'
  | 'footer.display'
  | 'footer.style'
  | 'footer.position'
  | 'leftSidePanel.display'
  | 'rightSidePanel.display';

/**
 * Options a layout cannot show with the current values; the panel disables them and says
 * 'Not all option combinations are available'.
 * - layout2/layout3 have a horizontal navbar: it cannot fold or move left/right, and the
 *   toolbar's place is the layout's own (under the navbar in layout3, over it in layout2).
 * - A hidden navbar cannot fold or move; a hidden toolbar or footer has no style or position.
 * - When only the content scrolls, the toolbar and footer stay in place: their style is moot.
 */
export function unavailableOptions(style: LayoutStyle, config: LayoutConfig): Set<LayoutOption> {
  const unavailable = new Set<LayoutOption>();
  if (style !== 'layout1') {
    unavailable.add('navbar.folded');
    unavailable.add('navbar.position');
    unavailable.add('toolbar.position');
  }
  if (!config.navbar.display) {
    unavailable.add('navbar.folded');
    unavailable.add('navbar.position');
  }
  for (const region of ['toolbar', 'footer'] as const) {
    if (!config[region].display) {
      unavailable.add(`${region}.style`);
      unavailable.add(`${region}.position`);
    }
    if (config.scroll === 'content') unavailable.add(`${region}.style`);
  }
  return unavailable;
}
