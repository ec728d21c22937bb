import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { PageError } from './PageError';

/** Around one page: its failure shows in the page's place, and going to another page forgets it. */
export function PageBoundary({ resetKey, children }: { resetKey?: unknown; children: ReactNode }) {
  return (
    <ErrorBoundary resetKey={resetKey} fallback={(props) => <PageError {...props} />}>
      {children}
    </ErrorBoundary>
  );
}

/** Around something whose failure is best shown as nothing (a progress bar). */
export function SilentBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={() => null}>{children}</ErrorBoundary>;
}
