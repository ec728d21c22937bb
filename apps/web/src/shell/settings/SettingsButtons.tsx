import PaletteIcon from '@mui/icons-material/Palette';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../i18n';
import { settingsNamespace, settingsTranslations } from './locales';

registerTranslations(settingsNamespace, settingsTranslations);

// The panel's code arrives the first time it is opened.
const ColorSchemesPanel = lazy(() => import('./ColorSchemesPanel'));

/** The buttons on the right edge that open the settings panels (console-core §2.6). */
export function SettingsButtons() {
  const { t } = useTranslation(settingsNamespace);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <Box
        sx={{ position: 'fixed', insetInlineEnd: 0, top: '50%', transform: 'translateY(-50%)', zIndex: 'speedDial' }}
      >
        <Tooltip title={t('colorSchemes')} placement="left">
          <IconButton
            aria-label={t('openColorSchemes')}
            data-testid="open-color-schemes"
            onClick={() => {
              setWanted(true);
              setOpen(true);
            }}
            sx={{
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              borderStartStartRadius: 8,
              borderEndStartRadius: 8,
              borderRadius: 0,
              '&:hover': { bgcolor: 'secondary.dark' },
            }}
          >
            <PaletteIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {wanted && (
        <Suspense fallback={null}>
          <ColorSchemesPanel open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
