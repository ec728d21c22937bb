import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { PageError, PanelError } from './PageError';

/** Around one page: its failure shows in the page's place, and going to another page forgets it. */
export function PageBoundary({ resetKey, children }: { resetKey?: unknown; children: ReactNode }) {
  return (
    <ErrorBoundary resetKey={resetKey} fallback={(props) => <PageError {...props} />}>
      {children}
    </ErrorBoundary>
  );
}

/** Around one panel or toolbar button: a failure there leaves the page and the other panels working. */
export function PanelBoundary({ floating, children }: { floating?: boolean; children: ReactNode }) {
  return <ErrorBoundary fallback={(props) => <PanelError floating={floating} {...props} />}>{children}</ErrorBoundary>;
}

/** Around something whose failure is best shown as nothing (a progress bar). */
export function SilentBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={() => null}>{children}</ErrorBoundary>;
}
