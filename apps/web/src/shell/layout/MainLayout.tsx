import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { THEME_ID } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectUserRoles } from '../../features/auth/authSlice';
import { FullscreenToggle } from '../fullscreen/FullscreenToggle';
import { useLanguageSync } from '../i18n';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import { selectDirection } from '../i18n/languageSlice';
import { Logo } from '../Logo';
import { type NavigationItem, navigablePages, navigationTitle } from '../navigation';
import { paths } from '../paths';
import { QuickPanelToggle } from '../quick-panel/QuickPanelToggle';
import { NavigationSearch } from '../search/NavigationSearch';
import { SettingsButtons } from '../settings/SettingsButtons';
import { selectSettings } from '../settings/settingsSlice';
import { ShortcutsBar } from '../shortcuts/ShortcutsBar';
import { createAppTheme } from '../theme';
import { Footer } from './Footer';
import { UserMenu } from './UserMenu';

/**
 * The small main layout of the foundation: toolbar with logo, navigation and user menu. The
 * full shell (navbar, footer, panels, themes) replaces it in a later issue.
 */
export function MainLayout({ navigation }: { navigation: readonly NavigationItem[] }) {
  useLanguageSync();
  const { t } = useTranslation();
  const roles = useAppSelector(selectUserRoles);
  const visible = navigablePages(navigation, roles);
  const direction = useAppSelector(selectDirection);
  const themes = useAppSelector(selectSettings).theme;
  const toolbarTheme = useMemo(
    () => createAppTheme(direction, themes.toolbar, themes.main),
    [direction, themes.toolbar, themes.main],
  );

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <ThemeProvider themeId={THEME_ID} theme={toolbarTheme}>
        <AppBar position="sticky" color="primary" data-testid="toolbar">
          <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
            <Box
              component={Link}
              to={paths.home}
              aria-label="Conecta"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
            >
              <Logo size={32} alt="" />
              <Typography component="span" variant="h6" sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}>
                Conecta
              </Typography>
            </Box>
            <Box
              component="nav"
              aria-label={t('mainNavigation')}
              sx={{ display: 'flex', gap: 0.5, flexGrow: 1, overflowX: 'auto' }}
            >
              {visible.map((item) => (
                <Button
                  key={item.id}
                  component={NavLink}
                  to={item.url ?? paths.home}
                  color="inherit"
                  sx={{
                    textTransform: 'none',
                    whiteSpace: 'nowrap',
                    opacity: 0.85,
                    '&.active': { opacity: 1, bgcolor: 'rgba(255, 255, 255, 0.16)' },
                  }}
                >
                  {navigationTitle(item, t)}
                </Button>
              ))}
            </Box>
            <ShortcutsBar navigation={navigation} />
            <NavigationSearch navigation={navigation} />
            <LanguageSwitcher />
            <FullscreenToggle />
            <QuickPanelToggle />
            <UserMenu />
          </Toolbar>
        </AppBar>
      </ThemeProvider>
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 3, md: 5 } }}>
        <Outlet />
      </Container>
      <Footer />
      <SettingsButtons />
    </Box>
  );
}
