import { lazy, Suspense } from 'react';

// The bar's code is fetched the first time a page has to wait, not with the first page.
const TopProgressBar = lazy(() => import('./TopProgressBar'));

/** A thin bar at the top while a page's code is arriving. */
export function PageProgress() {
  return (
    <Suspense fallback={null}>
      <TopProgressBar />
    </Suspense>
  );
}
