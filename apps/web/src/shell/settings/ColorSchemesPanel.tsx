import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { type Palette, paletteNames, palettes } from '../palettes';
import { settingsNamespace } from './locales';
import { SettingsDrawer, type SettingsPanelProps } from './SettingsDrawer';
import { chooseColorScheme } from './saveSettings';
import { selectSettings } from './settingsSlice';
import { themeLabel } from './themeNames';

/** A small picture of the scheme: toolbar in the primary colour, a card on the page, the accent. */
function SchemePreview({ palette }: { palette: Palette }) {
  return (
    <Box sx={{ width: '100%', height: 64, borderRadius: 1, overflow: 'hidden', bgcolor: palette.background.default }}>
      <Box sx={{ height: 14, bgcolor: palette.primary }} />
      <Box sx={{ display: 'flex', gap: 1, p: 1, alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1, height: 30, borderRadius: 0.5, bgcolor: palette.background.paper }} />
        <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: palette.secondary }} />
      </Box>
    </Box>
  );
}

/** Theme Color Schemes panel (console-core §2.6): every preset but the two derived themes. */
export default function ColorSchemesPanel({ open, onOpen, onClose }: SettingsPanelProps) {
  const { t } = useTranslation(settingsNamespace);
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectSettings).theme.main;

  return (
    <SettingsDrawer open={open} onOpen={onOpen} onClose={onClose} title={t('colorSchemes')}>
      <Box
        role="list"
        data-testid="color-schemes"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 2, px: 2, pb: 3 }}
      >
        {paletteNames.map((name) => {
          const palette = palettes[name] as Palette;
          const selected = name === current;
          return (
            <Box key={name} role="listitem" sx={{ display: 'flex' }}>
              <ButtonBase
                data-scheme={name}
                aria-pressed={selected}
                onClick={() => void dispatch(chooseColorScheme(name))}
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  flexGrow: 1,
                  gap: 1,
                  p: 1,
                  borderRadius: 2,
                  border: 2,
                  borderColor: selected ? 'primary.main' : 'divider',
                }}
              >
                <SchemePreview palette={palette} />
                <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
                  {selected && <CheckIcon fontSize="small" color="primary" />}
                  {themeLabel(t, name)}
                </Typography>
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
    </SettingsDrawer>
  );
}
