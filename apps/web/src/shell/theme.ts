import { createTheme, getContrastRatio, type Theme } from '@mui/material/styles';
import type { Direction } from './i18n/languages';
import { motionFor } from './motion';
import { paletteFor } from './palettes';

/** The platform's own fonts: nothing to download before the first readable paint. */
const systemFontStack = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(',');

const stillDurations = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/**
 * The MUI theme of a named colour scheme (unknown names fall back to `default`). Text colours on
 * dark grounds are chosen for a contrast ratio of at least 3 (console-core §9).
 */
export function createAppTheme(direction: Direction, name = 'default', mainName = name, animations = true): Theme {
  const palette = paletteFor(name, mainName);
  const motion = motionFor(animations);
  // What a hover changes (background, colour, shadow) eases over the hover duration (console-core §9).
  const hover = { root: { transitionDuration: `${motion.hover}ms` } };
  return createTheme({
    // With animations off (a setting, or a browser asking for reduced motion), nothing moves: no transitions,
    // no ripples, no shimmering placeholders, and what MUI times to a transition's end ends at once.
    ...(animations ? {} : { transitions: { create: () => 'none', duration: stillDurations } }),
    shellMotion: motion,
    direction,
    palette: {
      mode: palette.mode,
      contrastThreshold: 3,
      primary: { main: palette.primary },
      secondary: { main: palette.secondary },
      error: { main: palette.error },
      background: palette.background,
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: systemFontStack,
      // Labels read as written ('ENTRAR' is upper case because the spec writes it so).
      button: { fontWeight: 600, textTransform: 'none' },
    },
    components: {
      ...(animations
        ? {}
        : {
            MuiButtonBase: { defaultProps: { disableRipple: true } },
            MuiSkeleton: { defaultProps: { animation: false } },
          }),
      MuiButton: { defaultProps: { disableElevation: true }, ...(animations ? { styleOverrides: hover } : {}) },
      ...(animations
        ? {
            MuiIconButton: { styleOverrides: hover },
            MuiListItemButton: { styleOverrides: hover },
            MuiMenuItem: { styleOverrides: hover },
          }
        : {}),
      // Solid, so tooltip text keeps its contrast over any background.
      MuiTooltip: { styleOverrides: { tooltip: { backgroundColor: '#1f2937', color: '#ffffff' } } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
    },
  });
}

/** Black or white, whichever reads better on `background` (small text wants 4.5:1, WCAG AA). */
export function readableTextOn(background: string): string {
  return getContrastRatio(background, '#ffffff') >= 4.5 ? '#ffffff' : '#000000';
}
