import { Suspense, useEffect, useState } from 'react';
import { SilentBoundary } from '../recovery/boundaries';
import { lazyWithRetry } from '../recovery/retryImport';

// The bar's code is fetched the first time a page makes the user wait, not with the first page.
const TopProgressBar = lazyWithRetry(() => import('./TopProgressBar'));

/**
 * How long a page may take to arrive before the bar shows (console-core §9: the loading indicator's
 * delay is configurable): a quick load shows no bar at all, rather than a flash of one.
 */
export const pageProgressDelayMs = 300;

/** A thin bar at the top while a page's code is arriving, once it has taken longer than `delayMs`. */
export function PageProgress({ delayMs = pageProgressDelayMs }: { delayMs?: number }) {
  const [late, setLate] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setLate(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!late) return null;
  // The bar is a nicety: if its script cannot arrive (the server is away), the page says so, not the bar.
  return (
    <SilentBoundary>
      <Suspense fallback={null}>
        <TopProgressBar />
      </Suspense>
    </SilentBoundary>
  );
}
