import type { ReactNode } from 'react';
import { selectRestoredCount } from '../../app/connection/connectionSlice';
import { useAppSelector } from '../../app/hooks';
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

/**
 * Around something whose failure is best shown as nothing (a progress bar, the snackbar's or the
 * dialog's script while the server is away); it tries again once the server answers.
 */
export function SilentBoundary({ children }: { children: ReactNode }) {
  const restored = useAppSelector(selectRestoredCount);
  return (
    <ErrorBoundary resetKey={restored} fallback={() => null}>
      {children}
    </ErrorBoundary>
  );
}
