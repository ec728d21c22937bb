import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { type ReactNode, useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectDirection } from '../i18n/languageSlice';
import { useAnimations } from '../motion';
import { selectSettings } from '../settings/settingsSlice';
import { createAppTheme } from '../theme';

/** The navbar, toolbar and footer each wear the theme the settings give them. */
export function RegionTheme({ region, children }: { region: 'navbar' | 'toolbar' | 'footer'; children: ReactNode }) {
  const direction = useAppSelector(selectDirection);
  const themes = useAppSelector(selectSettings).theme;
  const animations = useAnimations();
  const theme = useMemo(
    () => createAppTheme(direction, themes[region], themes.main, animations),
    [direction, themes, region, animations],
  );
  return (
    <ThemeProvider themeId={THEME_ID} theme={theme}>
      {children}
    </ThemeProvider>
  );
}
