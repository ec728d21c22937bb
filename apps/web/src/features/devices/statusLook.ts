import type { DeviceStatus } from '@conecta/contracts/devices';
import type { ChipProps } from '@mui/material/Chip';

/** How a device status looks wherever it is shown: green in service, amber suspended, red lost or stolen. */
export const deviceStatusLook: Record<DeviceStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  'in-stock': { color: 'info', variant: 'outlined' },
  active: { color: 'success', variant: 'filled' },
  suspended: { color: 'warning', variant: 'filled' },
  lost: { color: 'error', variant: 'outlined' },
  stolen: { color: 'error', variant: 'filled' },
  retired: { color: 'default', variant: 'outlined' },
};
