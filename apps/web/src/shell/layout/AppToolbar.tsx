import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectIsGuest } from '../../app/session/authSlice';
import { FullscreenToggle } from '../fullscreen/FullscreenToggle';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import type { NavigationItem } from '../navigation';
import { PanelBoundary } from '../recovery';
import { NavigationSearch } from '../search/NavigationSearch';
import { SettingsMenuButtons } from '../settings/SettingsButtons';
import { ShortcutsBar } from '../shortcuts/ShortcutsBar';
import { RegionTheme } from './RegionTheme';
import { selectShowsRightSidePanel } from './sidePanels';
import { slotShown, type ToolbarItemSlot } from './slots';
import { ToolbarOverflow } from './ToolbarOverflow';
import { UserMenu } from './UserMenu';

interface AppToolbarProps {
  navigation: readonly NavigationItem[];
  /** `fixed` stays at the top while the page scrolls; `static` scrolls away with it. */
  sticky: boolean;
  /** Opens the navbar drawer; shown where the navbar is a drawer (small screens). */
  onOpenNavbar?: () => void;
  /** Always show the navbar button, not only on small screens. */
  navbarButtonAlways?: boolean;
  start?: ReactNode;
  /** The buttons features add (quick panel, team chat), before the user menu. */
  items?: readonly ToolbarItemSlot[];
}

/** The toolbar (console-core §2.6): shortcuts, search, language, fullscreen, the features' buttons, user menu. */
export function AppToolbar({
  navigation,
  sticky,
  onOpenNavbar,
  navbarButtonAlways = false,
  start,
  items = [],
}: AppToolbarProps) {
  const { t } = useTranslation();
  const rightSidePanel = useAppSelector(selectShowsRightSidePanel);
  const signedIn = !useAppSelector(selectIsGuest);
  const { pathname } = useLocation();
  const shownItems = items
    .filter((item) => slotShown(item, { rightSidePanel, signedIn, pathname }))
    .sort((a, b) => a.order - b.order);
  // A phone's toolbar keeps the search, language, the features' buttons and the user menu in view.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <RegionTheme region="toolbar">
      <AppBar position={sticky ? 'sticky' : 'static'} color="primary" data-testid="toolbar" sx={{ zIndex: 'appBar' }}>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, minHeight: { xs: 48, md: 64 } }}>
          {onOpenNavbar && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('openNavbar')}
              data-testid="navbar-toggle"
              onClick={onOpenNavbar}
              sx={{ display: navbarButtonAlways ? 'inline-flex' : { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
          )}
          {start}
          {!phone && <ShortcutsBar navigation={navigation} />}
          <Box sx={{ flexGrow: 1 }} />
          <NavigationSearch navigation={navigation} />
          <LanguageSwitcher />
          {phone ? (
            <ToolbarOverflow>
              {(close) => (
                <>
                  <ShortcutsBar navigation={navigation} />
                  <FullscreenToggle />
                  <SettingsMenuButtons onChoose={close} />
                </>
              )}
            </ToolbarOverflow>
          ) : (
            <FullscreenToggle />
          )}
          {shownItems.map(({ id, component: Item }) => (
            <PanelBoundary key={id}>
              <Item />
            </PanelBoundary>
          ))}
          <UserMenu />
        </Toolbar>
      </AppBar>
    </RegionTheme>
  );
}
