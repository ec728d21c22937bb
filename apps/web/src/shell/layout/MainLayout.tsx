import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsGuest } from '../../app/session/authSlice';
import { useLanguageSync } from '../i18n';
import type { NavigationItem } from '../navigation';
import { PanelBoundary } from '../recovery';
import { SettingsButtons } from '../settings/SettingsButtons';
import { selectSettings } from '../settings/settingsSlice';
import { AppToolbar } from './AppToolbar';
import { EdgeCoverProvider, useEdgeCoverCount } from './edgeCover';
import { Footer } from './Footer';
import { HorizontalNavigation } from './HorizontalNavigation';
import { Navbar } from './Navbar';
import { mobileClosed, mobileToggled } from './navbarSlice';
import { RegionTheme } from './RegionTheme';
import { contentId, SkipLink } from './SkipLink';
import { selectShowsRightSidePanel } from './sidePanels';
import { EndRailContext, noSlots, type ShellSlots, slotShown } from './slots';

/**
 * The shell around every page but sign-in (console-core §2.6, §2.7): layout1 with the vertical
 * navbar, layout2 and layout3 with the horizontal one, each with the options of the settings.
 */
export function MainLayout({
  navigation,
  slots = noSlots,
}: {
  navigation: readonly NavigationItem[];
  /** What features add to the layout: toolbar buttons, side panels. */
  slots?: ShellSlots;
}) {
  useLanguageSync();
  const dispatch = useAppDispatch();
  const { style, config } = useAppSelector(selectSettings).layout;
  const { pathname } = useLocation();
  const rightSidePanel = useAppSelector(selectShowsRightSidePanel);
  const signedIn = !useAppSelector(selectIsGuest);
  const sidePanels = slots.sidePanels.filter((panel) => slotShown(panel, { rightSidePanel, signedIn, pathname }));
  const endRail = Math.max(0, ...sidePanels.map((panel) => panel.endRailWidth ?? 0));
  const scroller = useRef<HTMLDivElement>(null);
  // On a phone the whole page scrolls and the footer ends it: a fixed footer would take a sixth of the screen.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const scrollsContent = config.scroll === 'content' && !phone;
  const edgeCover = useEdgeCoverCount();

  // Every page starts at its top, and the mobile navbar closes once it has taken the user there.
  useEffect(() => {
    void pathname;
    if (scroller.current) scroller.current.scrollTop = 0;
    if (document.scrollingElement) document.scrollingElement.scrollTop = 0;
    dispatch(mobileClosed());
  }, [pathname, dispatch]);

  const vertical = style === 'layout1';
  const toolbar = config.toolbar.display && (
    <AppToolbar
      navigation={navigation}
      sticky={!scrollsContent && config.toolbar.style === 'fixed'}
      onOpenNavbar={config.navbar.display ? () => dispatch(mobileToggled()) : undefined}
      items={slots.toolbarItems}
    />
  );
  const footer = config.footer.display && (
    <RegionTheme region="footer">
      <Box
        sx={
          !scrollsContent && !phone && config.footer.style === 'fixed'
            ? { position: 'sticky', bottom: 0, zIndex: 'appBar' }
            : undefined
        }
      >
        <Footer />
      </Box>
    </RegionTheme>
  );
  const page = (
    <Box
      component="main"
      ref={scroller}
      id={contentId}
      tabIndex={-1}
      data-testid="content"
      sx={{
        flexGrow: 1,
        minHeight: 0,
        overflowY: scrollsContent ? 'auto' : 'visible',
        py: { xs: 2, md: 3 },
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {/* A column the page may fill (a list's grid takes the height left), or overflow to scroll. */}
      <Box
        sx={{
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          width: '100%',
          maxWidth: config.mode === 'container' ? 1120 : undefined,
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <Outlet />
      </Box>
    </Box>
  );

  const column = (children: ReactNode) => (
    <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, minHeight: 0 }}>{children}</Box>
  );
  const horizontalNavbar = config.navbar.display && <HorizontalNavigation navigation={navigation} />;

  return (
    <LayoutContexts endRail={endRail} reportEdgeCover={edgeCover.report}>
      <Box
        data-testid="layout"
        data-layout={style}
        sx={{
          bgcolor: config.mode === 'boxed' ? 'action.hover' : 'background.default',
          minHeight: '100dvh',
          // Room for a side panel's rail (the team chat's), always shown at the end edge from lg up (console-core §4.4).
          paddingInlineEnd: endRail ? { lg: `${endRail}px` } : undefined,
        }}
      >
        <SkipLink />
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            mx: 'auto',
            bgcolor: 'background.default',
            maxWidth: config.mode === 'boxed' ? 1280 : undefined,
            boxShadow: config.mode === 'boxed' ? 8 : undefined,
            height: scrollsContent ? '100dvh' : undefined,
            minHeight: '100dvh',
          }}
        >
          {vertical ? (
            <>
              {config.toolbar.position === 'above' && toolbar}
              <Box sx={{ display: 'flex', flexGrow: 1, minHeight: 0 }}>
                {config.navbar.display && <Navbar navigation={navigation} />}
                {column(
                  <>
                    {config.toolbar.position === 'below' && toolbar}
                    {page}
                    {config.footer.position === 'below' && footer}
                  </>,
                )}
              </Box>
              {config.footer.position === 'above' && footer}
            </>
          ) : (
            <>
              {style === 'layout3' && horizontalNavbar}
              {toolbar}
              {style === 'layout2' && horizontalNavbar}
              {/* Below md the horizontal navbar gives way to the drawer. */}
              {config.navbar.display && (
                <Box sx={{ display: { md: 'none' } }}>
                  <Navbar navigation={navigation} />
                </Box>
              )}
              {page}
              {footer}
            </>
          )}
        </Box>
        <SettingsButtons hidden={edgeCover.covered} />
        {sidePanels.map(({ id, component: Panel }) => (
          <PanelBoundary key={id} floating>
            <Panel />
          </PanelBoundary>
        ))}
      </Box>
    </LayoutContexts>
  );
}

/** What the layout tells the pieces inside it: the end rail's width, and where open panels report. */
function LayoutContexts({
  endRail,
  reportEdgeCover,
  children,
}: {
  endRail: number;
  reportEdgeCover(change: 1 | -1): void;
  children: ReactNode;
}) {
  return (
    <EndRailContext value={endRail}>
      <EdgeCoverProvider value={reportEdgeCover}>{children}</EdgeCoverProvider>
    </EndRailContext>
  );
}
