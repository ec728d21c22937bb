import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadRtlStyles } from '../shell/i18n/DirectionalStyles';
import { directionOf } from '../shell/i18n/languages';
import { AppProviders } from './AppProviders';
import { prerenderedAttribute, prerenderedState } from './prerender/prerenderedState';
import { checkAuth } from './session/session';
import { makeStore } from './store';

/** Checks for a session and renders the app once the opened page's code is here too (console-core §2.5). */
export async function startApp(firstPageLoaded: Promise<unknown>) {
  const store = makeStore();
  const { language } = store.getState().language;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);

  // The static splash in index.html stays up until all are done; Arabic brings its mirrored styles.
  const rtl = directionOf(language) === 'rtl' ? loadRtlStyles() : undefined;
  await Promise.all([store.dispatch(checkAuth()), firstPageLoaded, rtl]);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppProviders store={store} />
      </BrowserRouter>
    </StrictMode>
  );
  // A guest page the server sent rendered (issue 26) is hydrated, keeping what was typed meanwhile, when this
  // browser's state is the one it was rendered in; otherwise the page is rendered here, replacing it.
  const rendered = container.getAttribute(prerenderedAttribute);
  if (rendered !== null && rendered === prerenderedState(store.getState(), window.location.pathname)) {
    // As a transition, React hydrates in slices of a few milliseconds: the page is on screen already, and the
    // phone's main thread keeps answering (Lighthouse mobile's blocking time 170–250 ms → 30–220, score 91–93 →
    // 96–99, 2026-11-26).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
