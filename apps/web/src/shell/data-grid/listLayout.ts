import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A list page fills the height the layout leaves it, so the grid (not the page) scrolls and its
 * pagination stays in view above the footer (issue 14 item 2).
 */
export const listPageSx: SxProps<Theme> = {
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: 2,
};

/**
 * The frame around the grid: the height left on the page, never fewer than a handful of rows. On a
 * phone the page scrolls instead: the grid takes about a screen, and the footer comes after it.
 */
export const listGridFrameSx: SxProps<Theme> = {
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 0',
  minHeight: { xs: 'calc(100dvh - 64px)', sm: 420 },
  overflow: 'hidden',
};
