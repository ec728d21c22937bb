import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectDialog } from './dialogSlice';

// Loaded when a dialog is first opened, like the snackbar.
const AppDialog = lazy(() => import('./AppDialog'));

/** The app's one dialog, opened from anywhere with `openDialog(options)`. */
export function DialogHost() {
  const { options } = useAppSelector(selectDialog);
  if (options === null) return null;
  return (
    <Suspense fallback={null}>
      <AppDialog />
    </Suspense>
  );
}
