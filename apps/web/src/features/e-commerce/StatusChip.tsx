import { orderStatusById } from '@conecta/contracts/e-commerce';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { type ShopText, statusColors } from './labels';

/** An order status in its spec colour, named in the user's language. */
export function StatusChip({ id, text, ...props }: { id: number; text: ShopText } & Omit<ChipProps, 'id'>) {
  const colors = statusColors(orderStatusById(id)?.color ?? '');
  return (
    <Chip
      size="small"
      label={text.statusName(id)}
      {...props}
      sx={{ bgcolor: colors.bg, color: colors.fg, fontWeight: 500, ...props.sx }}
    />
  );
}
