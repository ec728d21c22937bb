import Chip, { type ChipProps } from '@mui/material/Chip';
import { darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';

/**
 * Chip text readable at small size (contrast 4.5, WCAG AA) in every preset: the palette's own contrast
 * threshold is 3, fine for large text but not for a chip label.
 */
function readableText(theme: Theme, color: ChipProps['color'], variant: ChipProps['variant']) {
  if (!color || color === 'default') return {};
  const palette = theme.palette[color];
  if (variant === 'outlined') {
    // Shade the colour towards the text until it reads on the paper: amber needs it, most colours don't.
    const dark = theme.palette.mode === 'dark';
    let text = palette.main;
    for (let step = 0; step < 8 && getContrastRatio(text, theme.palette.background.paper) < 4.5; step++)
      text = dark ? lighten(text, 0.2) : darken(text, 0.2);
    return { color: text };
  }
  const black = getContrastRatio(palette.main, '#000');
  const white = getContrastRatio(palette.main, '#fff');
  return { color: black > white ? 'rgba(0, 0, 0, 0.87)' : '#fff' };
}

/** MUI's Chip, with a label that stays readable whatever its colour and the theme. */
export function ReadableChip({ sx, color, variant, ...props }: ChipProps) {
  return (
    <Chip
      color={color}
      variant={variant}
      {...props}
      sx={[(theme) => readableText(theme, color, variant), ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
