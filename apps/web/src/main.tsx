import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { preloadPage } from './app/router';
import { makeStore } from './app/store';
import { checkAuth } from './features/auth/session';
import { directionOf } from './shell/i18n/languages';

const store = makeStore();
const { language } = store.getState().language;
document.documentElement.lang = language;
document.documentElement.dir = directionOf(language);

// The current page's code is fetched while the providers check for a session; the static
// splash in index.html stays up until both are done (console-core §2.5).
await Promise.all([store.dispatch(checkAuth()), preloadPage(window.location.pathname)]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders store={store} />
    </BrowserRouter>
  </StrictMode>,
);
