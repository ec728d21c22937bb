import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Read by assistive technology, invisible on screen. The sizes are written in px: in `sx` a bare 1 is 100 % (and
 * -1 a spacing unit), which left a hidden element as tall as its box and could stretch a page or its print.
 */
export const visuallyHidden: SxProps<Theme> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
