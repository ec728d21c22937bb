import type { DeviceKind, DeviceOwner, DeviceStatus } from '@conecta/contracts/devices';
import MemoryIcon from '@mui/icons-material/Memory';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import RouterIcon from '@mui/icons-material/Router';
import TabletAndroidIcon from '@mui/icons-material/TabletAndroid';
import WifiTetheringIcon from '@mui/icons-material/WifiTethering';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { PersonAvatar } from '../../shell/PersonAvatar';
import { ReadableChip } from '../../shell/ReadableChip';
import type { DeviceText } from './labels';
import { deviceStatusLook } from './statusLook';

/** A status as a coloured chip: green in service, amber suspended, red lost or stolen. */
export function StatusChip({ status, text }: { status: DeviceStatus; text: DeviceText }) {
  const look = deviceStatusLook[status];
  return (
    <ReadableChip
      size="small"
      label={text.statusLabel(status)}
      data-status={status}
      {...look}
      sx={{ fontWeight: 500 }}
    />
  );
}

export const kindIcons: Record<DeviceKind, ComponentType<SvgIconProps>> = {
  handset: PhoneAndroidIcon,
  tablet: TabletAndroidIcon,
  router: RouterIcon,
  hotspot: WifiTetheringIcon,
  'iot-module': MemoryIcon,
};

export function KindLabel({ kind, text }: { kind: DeviceKind; text: DeviceText }) {
  const Icon = kindIcons[kind] ?? MemoryIcon;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Icon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
      <span>{text.kindLabel(kind)}</span>
    </Box>
  );
}

export function OwnerLabel({ owner, text, size = 24 }: { owner: DeviceOwner | null; text: DeviceText; size?: number }) {
  if (!owner) {
    return (
      <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {text.t('unassigned')}
      </Typography>
    );
  }
  const name = owner.displayName || owner.email;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }} title={owner.email}>
      <PersonAvatar name={name} photoURL={owner.photoURL} alt="" size={size} />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {name}
      </Box>
    </Box>
  );
}

/** "3 hours ago", with the exact date and time on hover and for screen readers. */
export function RelativeTime({ iso, text, empty }: { iso: string | null; text: DeviceText; empty?: string }) {
  if (!iso) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {empty ?? text.t('never')}
      </Typography>
    );
  }
  const exact = text.exact(iso);
  return (
    <Tooltip title={exact} describeChild>
      <time dateTime={iso}>{text.relative(iso)}</time>
    </Tooltip>
  );
}

/** Identifiers read digit by digit. Give them `dir="ltr"` too: a CSS direction would be flipped by the RTL styles. */
export const monospace = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontVariantNumeric: 'tabular-nums',
} as const;

/** An IMEI, line or ICCID: monospace and left to right, also in an Arabic page. */
export function Identifier({ value }: { value: string | null }) {
  if (!value)
    return (
      <Box component="span" sx={{ color: 'text.disabled' }}>
        —
      </Box>
    );
  return (
    <Box component="span" dir="ltr" sx={monospace}>
      {value}
    </Box>
  );
}
