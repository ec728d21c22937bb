import { Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { SilentBoundary } from '../recovery/boundaries';
import { lazyWithRetry } from '../recovery/retryImport';
import { selectDialog } from './dialogSlice';

// Loaded when a dialog is first opened, like the snackbar.
const AppDialog = lazyWithRetry(() => import('./AppDialog'));

/** The app's one dialog, opened from anywhere with `openDialog(options)`. */
export function DialogHost() {
  const { options } = useAppSelector(selectDialog);
  if (options === null) return null;
  return (
    <SilentBoundary>
      <Suspense fallback={null}>
        <AppDialog />
      </Suspense>
    </SilentBoundary>
  );
}
