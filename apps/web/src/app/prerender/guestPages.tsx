import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from '../AppProviders';
import { preloadPage } from '../pages';
import { checkAuth } from '../session/session';
import { makeStore } from '../store';
import { prerenderedState } from './prerenderedState';

/**
 * The guest pages whose HTML the build writes into the page (issue 26): the sign-in page and the registration
 * page. Their texts are fixed by the spec (Portuguese and English), so one rendering serves every visitor who
 * comes as a guest with the default settings; anyone else gets the page rendered in the browser (`start.tsx`).
 */
export const prerenderedPaths = ['/login', '/register'] as const;

/**
 * The markup the app renders at `path` on its first render in a browser with nothing stored: the same tree as
 * `startApp`'s, with the page's code already here, so the browser hydrates it instead of replacing it.
 * Emotion's styles come inline beside the elements (its server rendering); its cache moves them to the head
 * before the app hydrates.
 */
export async function renderGuestPage(path: string): Promise<{ state: string; html: string }> {
  const store = makeStore();
  await Promise.all([store.dispatch(checkAuth()), preloadPage(path)]);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppProviders store={store} />
      </StaticRouter>
    </StrictMode>,
  );
  // A part that failed on the server is left to the browser (`<!--$!-->`): the page would not paint complete.
  if (html.includes('<!--$!-->')) throw new Error(`${path} could not be rendered: ${html}`);
  return { state: prerenderedState(store.getState(), path), html };
}
