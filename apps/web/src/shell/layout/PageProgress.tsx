import { lazy, Suspense } from 'react';
import { SilentBoundary } from '../recovery/boundaries';

// The bar's code is fetched the first time a page has to wait, not with the first page.
const TopProgressBar = lazy(() => import('./TopProgressBar'));

/** A thin bar at the top while a page's code is arriving. */
export function PageProgress() {
  // The bar is a nicety: if its script cannot arrive (the server is away), the page says so, not the bar.
  return (
    <SilentBoundary>
      <Suspense fallback={null}>
        <TopProgressBar />
      </Suspense>
    </SilentBoundary>
  );
}
