import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { NavigationItem } from '../navigation';
import { changeSettings } from '../settings/saveSettings';
import { layoutOptionChanged, selectSettings } from '../settings/settingsSlice';
import { useCoversEdge } from './edgeCover';
import { NavbarContent } from './NavbarContent';
import { foldedClosed, foldedOpened, mobileClosed, selectFoldedOpen, selectMobileOpen } from './navbarSlice';
import { RegionTheme } from './RegionTheme';

export const navbarWidth = 280;
export const foldedNavbarWidth = 64;

/**
 * The vertical navbar (console-core §2.6): permanent from md up, folded to 64 and opened while
 * hovered when folded; a temporary drawer below md. Left or right, mirrored in right-to-left.
 */
export function Navbar({ navigation }: { navigation: readonly NavigationItem[] }) {
  const dispatch = useAppDispatch();
  const { folded, position } = useAppSelector(selectSettings).layout.config.navbar;
  const foldedOpen = useAppSelector(selectFoldedOpen);
  const mobileOpen = useAppSelector(selectMobileOpen);
  const large = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  // The drawer of small screens covers the page while open.
  useCoversEdge(mobileOpen && !large);
  const toggleFolded = () =>
    void dispatch(changeSettings(layoutOptionChanged({ option: 'navbar.folded', value: !folded })));

  if (!large) {
    return (
      <RegionTheme region="navbar">
        <Drawer
          variant="temporary"
          anchor={position}
          open={mobileOpen}
          onClose={() => dispatch(mobileClosed())}
          slotProps={{ paper: { sx: { width: navbarWidth, bgcolor: 'background.paper' } } }}
        >
          <Box data-testid="navbar" sx={{ height: '100%' }}>
            <NavbarContent
              navigation={navigation}
              dense={false}
              folded={false}
              onClose={() => dispatch(mobileClosed())}
            />
          </Box>
        </Drawer>
      </RegionTheme>
    );
  }

  const dense = folded && !foldedOpen;
  return (
    <RegionTheme region="navbar">
      <Box
        component="aside"
        data-testid="navbar"
        data-folded={folded}
        sx={{
          position: 'relative',
          flexShrink: 0,
          width: folded ? foldedNavbarWidth : navbarWidth,
          transition: 'width 200ms',
          order: position === 'right' ? 2 : 0,
        }}
      >
        <Box
          onMouseEnter={folded ? () => dispatch(foldedOpened()) : undefined}
          onMouseLeave={folded ? () => dispatch(foldedClosed()) : undefined}
          sx={{
            position: 'sticky',
            top: 0,
            height: '100dvh',
            width: dense ? foldedNavbarWidth : navbarWidth,
            transition: 'width 200ms',
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderInlineEnd: position === 'left' ? 1 : 0,
            borderInlineStart: position === 'right' ? 1 : 0,
            borderColor: 'divider',
            zIndex: (theme) => theme.zIndex.drawer,
            boxShadow: folded && foldedOpen ? 8 : 0,
          }}
        >
          <NavbarContent navigation={navigation} dense={dense} folded={folded} onToggleFolded={toggleFolded} />
        </Box>
      </Box>
    </RegionTheme>
  );
}
