import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsNamespace } from './locales';

export interface SettingsPanelProps {
  open: boolean;
  onOpen(): void;
  onClose(): void;
}

/**
 * The frame both settings panels share (console-core §2.6): slides in from the right, 380 wide
 * and at most 90% of the window, titled, and closed by its button, a click outside or a swipe.
 */
export function SettingsDrawer({
  open,
  onOpen,
  onClose,
  title,
  children,
}: SettingsPanelProps & { title: string; children: ReactNode }) {
  const { t } = useTranslation(settingsNamespace);
  const titleId = useId();
  return (
    <SwipeableDrawer
      anchor="right"
      open={open}
      onOpen={onOpen}
      onClose={onClose}
      disableSwipeToOpen
      slotProps={{ paper: { sx: { width: 380, maxWidth: '90vw' }, role: 'dialog', 'aria-labelledby': titleId } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        <IconButton aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {children}
    </SwipeableDrawer>
  );
}
