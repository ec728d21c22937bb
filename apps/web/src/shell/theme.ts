import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from './i18n/languages';

/** The platform's own fonts: nothing to download before the first readable paint. */
const systemFontStack = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(',');

/** Conecta's one theme until the shell brings the presets: deep blue with a teal accent. */
export function createAppTheme(direction: Direction): Theme {
  return createTheme({
    direction,
    palette: {
      mode: 'light',
      primary: { main: '#1e40af', light: '#3b63d6', dark: '#15307f', contrastText: '#ffffff' },
      secondary: { main: '#0891b2', light: '#22b8d6', dark: '#0e7490', contrastText: '#ffffff' },
      background: { default: '#f5f7fb', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: systemFontStack,
      // Labels read as written ('ENTRAR' is upper case because the spec writes it so).
      button: { fontWeight: 600, textTransform: 'none' },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
    },
  });
}
