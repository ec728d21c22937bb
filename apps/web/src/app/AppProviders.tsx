import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { Suspense, useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { DialogHost } from '../shell/dialog/DialogHost';
import { DirectionalStyles } from '../shell/i18n/DirectionalStyles';
import { selectDirection, selectLanguage } from '../shell/i18n/languageSlice';
import { readStoredLanguage, storeLanguage } from '../shell/i18n/languages';
import { MessageHost } from '../shell/message/MessageHost';
import { useAnimations } from '../shell/motion';
import { SilentBoundary } from '../shell/recovery/boundaries';
import { lazyWithRetry } from '../shell/recovery/retryImport';
import { selectSettings } from '../shell/settings/settingsSlice';
import { createAppTheme } from '../shell/theme';
import { OfflineNotice } from './connection/OfflineNotice';
import { useAppSelector } from './hooks';
import { AppRoutes } from './router';
import { unregisterServiceWorkers } from './serviceWorker';
import type { AppStore } from './store';

// Loaded only for users who turn custom scrollbars on.
const ThinScrollbars = lazyWithRetry(() => import('../shell/settings/ThinScrollbars'));

/** Theme, baseline styles, routes and the message snackbar, following the chosen language. */
function ThemedApp() {
  const language = useAppSelector(selectLanguage);
  const direction = useAppSelector(selectDirection);
  const { theme: themes, customScrollbars } = useAppSelector(selectSettings);
  const animations = useAnimations();
  const theme = useMemo(
    () => createAppTheme(direction, themes.main, themes.main, animations),
    [direction, themes.main, animations],
  );

  // After the first render, off the page's way: a leftover service worker goes (console-core §7.5).
  useEffect(() => {
    void unregisterServiceWorkers();
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
    if (readStoredLanguage() !== language) storeLanguage(language);
  }, [language, direction]);

  return (
    <DirectionalStyles direction={direction}>
      {/* The plain provider: Material's own adds CSS-variable colour schemes this app does not use (~3 KiB). */}
      <ThemeProvider themeId={THEME_ID} theme={theme}>
        <CssBaseline />
        {customScrollbars && (
          <SilentBoundary>
            <Suspense fallback={null}>
              <ThinScrollbars />
            </Suspense>
          </SilentBoundary>
        )}
        <AppRoutes />
        <OfflineNotice />
        <MessageHost />
        <DialogHost />
      </ThemeProvider>
    </DirectionalStyles>
  );
}

/** The app inside whichever router the caller gives it (the browser's, or a memory router in tests). */
export function AppProviders({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemedApp />
    </Provider>
  );
}
