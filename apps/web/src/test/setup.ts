import '@testing-library/jest-dom/vitest';
import { providers } from '@conecta/contracts/auth';
import { cleanup, configure } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { stopWatchingConnection } from '../app/connection/watchConnection';
import { clearBearerTokenSource } from '../app/session/bearerToken';
import { clearProviderConfig } from '../features/auth/testing';
import { i18n } from '../shell/i18n';
import { loadRtlStyles } from '../shell/i18n/DirectionalStyles';
import { defaultLanguage, languages } from '../shell/i18n/languages';
import { forgetSettingsBurst } from '../shell/settings/saveSettings';

// Every namespace's strings in every language before any test renders, as a browser has them
// once fetched: components find their text at once, whatever language a test switches to.
// (The pages and panels register their namespaces too; importing the modules here does it first.)
import.meta.glob(['../**/locales.ts', '../**/*Locales.ts'], { eager: true });
await i18n.loadLanguages(languages.map((language) => language.id));

// The test files of a worker share their modules (`isolate: false` in vitest.config.ts), and this file runs before
// each of them: start each as a page opened afresh would, whatever the worker's last file left in module state.
vi.useRealTimers();
vi.restoreAllMocks();
for (const provider of providers) clearBearerTokenSource(provider);
stopWatchingConnection();
forgetSettingsBurst();
clearProviderConfig();
// A test of the locale loader starts an i18next of its own with react-i18next, which makes it the components' one.
setI18n(i18n);
if (i18n.language !== defaultLanguage) await i18n.changeLanguage(defaultLanguage);

/**
 * Node's Request (used by RTK Query) rejects relative URLs and jsdom's AbortSignal; a browser
 * resolves the first against the page and accepts the second. Mimic the browser here.
 */
class BrowserLikeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const url = typeof input === 'string' ? new URL(input, window.location.href) : input;
    const { signal: _signal, ...rest } = init ?? {};
    super(url, rest);
  }
}

/**
 * jsdom has no media queries; answer width queries against its window (1024 px wide, a desktop
 * from MUI's md breakpoint up), so layouts render as on a laptop. The tests run as for a visitor asking for
 * reduced motion, as the end-to-end journeys do; a test of motion itself sets `globalThis.motionAllowed`.
 */
function matchMedia(query: string): MediaQueryList {
  if (query.includes('prefers-reduced-motion')) {
    const reduce = !(globalThis as { motionAllowed?: boolean }).motionAllowed;
    return mediaQueryList(query, query.includes('reduce') ? reduce : !reduce);
  }
  const width = window.innerWidth;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return mediaQueryList(query, (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])));
}

function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  };
}
Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });

// Pages are lazy chunks: the first one a test file opens is transformed on demand, which takes
// more than a second on a busy two-core machine (the device list after a sign-in: over 5 s while
// other work shared both cores, 2026-11-25).
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  // A right-to-left page fetches its mirrored styles on demand; a fetch still under way when the
  // file's jsdom is torn down fails there ("document is not defined"), so let it finish first.
  if (document.documentElement.dir === 'rtl') await loadRtlStyles();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  delete (globalThis as { motionAllowed?: boolean }).motionAllowed;
  vi.stubGlobal('Request', BrowserLikeRequest);
});
vi.stubGlobal('Request', BrowserLikeRequest);
