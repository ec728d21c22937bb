import Chip, { type ChipProps } from '@mui/material/Chip';

/** A label in its colour; black text reads on every label colour of the contract (contrast above 4.5). */
export function LabelChip({ color, text, ...props }: { color: string; text: string } & Omit<ChipProps, 'color'>) {
  return (
    <Chip
      size="small"
      label={text}
      data-testid="mail-label"
      {...props}
      sx={{ bgcolor: color, color: '#000', height: 22 }}
    />
  );
}
