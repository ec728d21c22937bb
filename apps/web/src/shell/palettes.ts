/** One colour scheme (console-core §3 "Theme"): the palette of a named theme. */
export interface Palette {
  mode: 'light' | 'dark';
  primary: string;
  secondary: string;
  error: string;
  background: { default: string; paper: string };
}

type Row = [
  mode: 'light' | 'dark',
  primary: string,
  secondary: string,
  background: string,
  paper: string,
  error?: string,
];

// Data, not components: [mode, primary, secondary, background, paper, error?].
const rows: Record<string, Row> = {
  default: ['light', '#1e40af', '#0891b2', '#f5f7fb', '#ffffff'],
  defaultDark: ['dark', '#60a5fa', '#22d3ee', '#0f172a', '#1e293b', '#f87171'],
  legacy: ['light', '#3949ab', '#ec407a', '#fafafa', '#ffffff'],
  light1: ['light', '#0f766e', '#f59e0b', '#f4f8f7', '#ffffff'],
  light2: ['light', '#7c3aed', '#db2777', '#f8f6fc', '#ffffff'],
  light3: ['light', '#b45309', '#0e7490', '#fbf8f3', '#ffffff'],
  light4: ['light', '#be123c', '#4f46e5', '#fdf6f7', '#ffffff'],
  light5: ['light', '#15803d', '#7c3aed', '#f5f9f5', '#ffffff'],
  light6: ['light', '#0369a1', '#ea580c', '#f3f8fb', '#ffffff'],
  light7: ['light', '#4338ca', '#059669', '#f6f6fc', '#ffffff'],
  light8: ['light', '#9333ea', '#0891b2', '#f9f5fd', '#ffffff'],
  light9: ['light', '#c2410c', '#1d4ed8', '#fcf7f3', '#ffffff'],
  light10: ['light', '#0e7490', '#be185d', '#f2f9fa', '#ffffff'],
  light11: ['light', '#334155', '#e11d48', '#f6f7f9', '#ffffff'],
  light12: ['light', '#166534', '#ca8a04', '#f6f8f3', '#fffef9'],
  dark1: ['dark', '#38bdf8', '#f472b6', '#0b1120', '#172033', '#f87171'],
  dark2: ['dark', '#a78bfa', '#34d399', '#15111f', '#211b30', '#fb7185'],
  dark3: ['dark', '#2dd4bf', '#fbbf24', '#081616', '#112424', '#f87171'],
  dark4: ['dark', '#fb923c', '#60a5fa', '#1a120b', '#271c13', '#f87171'],
  dark5: ['dark', '#4ade80', '#c084fc', '#0b140e', '#142219', '#fb7185'],
  dark6: ['dark', '#f472b6', '#22d3ee', '#1a0d16', '#281525', '#f87171'],
  dark7: ['dark', '#818cf8', '#fcd34d', '#0f1024', '#1a1c36', '#fb7185'],
  dark8: ['dark', '#facc15', '#38bdf8', '#16140a', '#232012', '#f87171'],
  dark9: ['dark', '#f87171', '#a3e635', '#1a0c0c', '#2a1515', '#fca5a5'],
  dark10: ['dark', '#22d3ee', '#e879f9', '#071518', '#0f2328', '#f87171'],
  dark11: ['dark', '#94a3b8', '#f59e0b', '#0e1116', '#1a1f27', '#f87171'],
  dark12: ['dark', '#86efac', '#93c5fd', '#0a1410', '#13221b', '#fda4af'],
};

const defaultError = '#dc2626';

/** The 27 presets, in the order the colour-scheme list shows them. */
export const palettes: Record<string, Palette> = Object.fromEntries(
  Object.entries(rows).map(([name, [mode, primary, secondary, background, paper, error]]) => [
    name,
    { mode, primary, secondary, error: error ?? defaultError, background: { default: background, paper } },
  ]),
);

export const paletteNames = Object.keys(palettes);

/** Derived from the main theme for the navbar, toolbar and footer; never offered in a choice list. */
export const derivedThemeNames = ['mainThemeDark', 'mainThemeLight'] as const;

/**
 * The palette behind a theme name. `mainThemeDark`/`mainThemeLight` are the main theme's colours on
 * a dark or light ground; an unknown name falls back to the default theme.
 */
export function paletteFor(name: string, mainName = 'default'): Palette {
  if (name === 'mainThemeDark' || name === 'mainThemeLight') {
    const main = paletteFor(mainName);
    const base = name === 'mainThemeDark' ? palettes.defaultDark : palettes.default;
    return { ...main, mode: base?.mode ?? main.mode, background: base?.background ?? main.background };
  }
  return palettes[name] ?? (palettes.default as Palette);
}
