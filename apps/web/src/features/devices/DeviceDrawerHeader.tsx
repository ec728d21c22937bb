import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { DeviceText } from './labels';

/** The drawer's title (a device, or the form's purpose), an optional line under it, and its close button. */
export function DeviceDrawerHeader({
  title,
  subtitle,
  text,
  onClose,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  text: DeviceText;
  onClose(): void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 3, pt: 2.5, pb: 1.5 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }} noWrap>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" component="div">
            {subtitle}
          </Typography>
        )}
      </Box>
      <IconButton onClick={onClose} aria-label={text.t('close')} edge="end" autoFocus>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
