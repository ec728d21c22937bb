import PaletteIcon from '@mui/icons-material/Palette';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { keyframes, type Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndRailWidth } from '../layout/slots';
import { settingsIconTurnMs, useAnimations } from '../motion';
import { lazyWithRetry } from '../recovery/retryImport';
import { settingsNamespace } from './locales';
import { onSettingsPanelRequest, requestSettingsPanel, type SettingsPanelId } from './settingsPanelRequests';

// Each panel's code arrives the first time it is opened.
const ThemeSettingsPanel = lazyWithRetry(() => import('./ThemeSettingsPanel'));
const ColorSchemesPanel = lazyWithRetry(() => import('./ColorSchemesPanel'));

type PanelId = SettingsPanelId;

// One turn every 3 s (console-core §2.6, §9), still while animations are off or motion is reduced.
const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

const edgeButton = {
  borderRadius: 0,
  borderStartStartRadius: 8,
  borderEndStartRadius: 8,
} as const;

/**
 * The buttons on the right edge that open the settings panels (console-core §2.6). Only one panel
 * is open at a time: opening one closes the other. They step aside (`hidden`) while a side panel or
 * drawer is open, and while their own panel is, so they never cover its content. On a phone the
 * edge has no room to spare: the buttons stay away and the toolbar's overflow menu opens the panels
 * (`SettingsMenuButtons`).
 */
export function SettingsButtons({ hidden = false }: { hidden?: boolean }) {
  const { t } = useTranslation(settingsNamespace);
  const animations = useAnimations();
  // Beside a side panel's rail (the team chat's) at the same edge from lg up.
  const endRail = useEndRailWidth();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState<PanelId | null>(null);
  const [loaded, setLoaded] = useState<ReadonlySet<PanelId>>(() => new Set());

  const show = (panel: PanelId) => {
    setLoaded((current) => (current.has(panel) ? current : new Set(current).add(panel)));
    setOpen(panel);
  };
  // A panel opened from the toolbar's menu hands the focus back to the menu's button when it closes;
  // one opened from the edge, to its edge button.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const edgeButtons = useRef<Partial<Record<PanelId, HTMLButtonElement | null>>>({});
  // Only the panel that is open may close itself: a late close must not shut the other one.
  const hide = (panel: PanelId) => {
    setOpen((current) => (current === panel ? null : current));
    const target = returnFocusTo.current ?? edgeButtons.current[panel] ?? null;
    returnFocusTo.current = null;
    // After the drawer's own attempt to restore the focus: the menu's button is gone by then, and an
    // edge button was hidden (`visibility`) while its panel was open, which a browser may have blurred.
    if (target)
      setTimeout(() => {
        if (target.isConnected && document.activeElement !== target) target.focus();
      }, 0);
  };
  useEffect(
    () =>
      onSettingsPanelRequest(({ panel, returnFocusTo: target }) => {
        returnFocusTo.current = target ?? null;
        setLoaded((current) => (current.has(panel) ? current : new Set(current).add(panel)));
        setOpen(panel);
      }),
    [],
  );

  return (
    <>
      {!phone && (
        <Box
          sx={{
            position: 'fixed',
            insetInlineEnd: endRail ? { xs: 0, lg: endRail } : 0,
            top: '50%',
            transform: 'translateY(-50%)',
            // Above a navbar placed on the same edge, which would otherwise hide them.
            zIndex: (theme) => theme.zIndex.drawer + 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 0.5,
            // Kept in the page (not unmounted), so a closing panel can hand focus back to its button.
            visibility: hidden || open ? 'hidden' : 'visible',
          }}
          data-testid="settings-buttons"
        >
          <Tooltip title={t('themeSettings')} placement="left">
            <IconButton
              aria-label={t('openThemeSettings')}
              data-testid="open-theme-settings"
              ref={(button) => {
                edgeButtons.current.themeSettings = button;
              }}
              onClick={() => show('themeSettings')}
              sx={{
                ...edgeButton,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                '&:hover': { bgcolor: 'primary.dark' },
              }}
            >
              <SettingsIcon
                sx={{
                  animation: animations ? `${spin} ${settingsIconTurnMs / 1000}s linear infinite` : 'none',
                }}
              />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('colorSchemes')} placement="left">
            <IconButton
              aria-label={t('openColorSchemes')}
              data-testid="open-color-schemes"
              ref={(button) => {
                edgeButtons.current.colorSchemes = button;
              }}
              onClick={() => show('colorSchemes')}
              sx={{
                ...edgeButton,
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                '&:hover': { bgcolor: 'secondary.dark' },
              }}
            >
              <PaletteIcon />
            </IconButton>
          </Tooltip>
        </Box>
      )}
      {loaded.has('themeSettings') && (
        <Suspense fallback={null}>
          <ThemeSettingsPanel
            open={open === 'themeSettings'}
            onOpen={() => show('themeSettings')}
            onClose={() => hide('themeSettings')}
          />
        </Suspense>
      )}
      {loaded.has('colorSchemes') && (
        <Suspense fallback={null}>
          <ColorSchemesPanel
            open={open === 'colorSchemes'}
            onOpen={() => show('colorSchemes')}
            onClose={() => hide('colorSchemes')}
          />
        </Suspense>
      )}
    </>
  );
}

// Each panel's title key is its id.
const menuButtons = [
  {
    panel: 'themeSettings',
    label: 'openThemeSettings',
    testId: 'menu-open-theme-settings',
    Icon: SettingsIcon,
  },
  {
    panel: 'colorSchemes',
    label: 'openColorSchemes',
    testId: 'menu-open-color-schemes',
    Icon: PaletteIcon,
  },
] as const;

/**
 * The panels' buttons for the toolbar's overflow menu on a phone, where the edge has no room for them.
 * `onChoose` closes the menu (which would otherwise stay above the panel) and gives the menu's button,
 * where the focus returns when the panel closes.
 */
export function SettingsMenuButtons({ onChoose }: { onChoose(): HTMLElement | null }) {
  const { t } = useTranslation(settingsNamespace);
  const choose = (panel: SettingsPanelId) => requestSettingsPanel({ panel, returnFocusTo: onChoose() });
  return (
    <>
      {menuButtons.map(({ panel, label, testId, Icon }) => (
        <Tooltip key={panel} title={t(panel)}>
          <IconButton color="inherit" aria-label={t(label)} data-testid={testId} onClick={() => choose(panel)}>
            <Icon />
          </IconButton>
        </Tooltip>
      ))}
    </>
  );
}
