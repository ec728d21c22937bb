import { type ComponentProps, type ComponentType, createElement, lazy, use } from 'react';
import { RetryAttemptContext } from './ErrorBoundary';

/** What browsers and Vite throw when a script of the app could not be fetched (Chromium, Firefox, Safari, Vite's preload). */
const chunkFailurePatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** Whether an error is a script (or its styles) that did not arrive, rather than code that broke. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return chunkFailurePatterns.some((pattern) => pattern.test(message));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Imports a chunk, trying again after each delay when it could not be fetched (a dropped connection,
 * a server restarting). Browsers do not keep a failed dynamic import, so a retry fetches it anew.
 * Code that throws while it runs is not retried.
 */
export async function retryImport<T>(load: () => Promise<T>, delays: readonly number[] = [400, 1200]): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= delays.length || !isChunkLoadError(error)) throw error;
      await wait(delays[attempt] ?? 0);
    }
  }
}

/**
 * `React.lazy` for a page or a part of one (a dialog, a panel): the import is retried, and when it
 * still fails the error goes to the nearest error boundary. `React.lazy` would then throw the same
 * failure for good; here the boundary's "try again" (or its reset when the server is back) imports
 * afresh.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's, so any component fits
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  let failed = false;
  const make = () => {
    failed = false;
    return lazy(() =>
      retryImport(load).catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    );
  };
  let current = make();
  let madeFor: number | undefined;
  return function LazyWithRetry(props: ComponentProps<T>) {
    const attempt = use(RetryAttemptContext);
    madeFor ??= attempt;
    if (failed && attempt !== madeFor) {
      current = make();
      madeFor = attempt;
    }
    return createElement(current, props);
  };
}
