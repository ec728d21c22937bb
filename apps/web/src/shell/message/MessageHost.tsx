import { Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { SilentBoundary } from '../recovery/boundaries';
import { lazyWithRetry } from '../recovery/retryImport';
import { selectMessage } from './messageSlice';

// Loaded on the first message only: most visits (and the sign-in page) never need it.
const MessageSnackbar = lazyWithRetry(() => import('./MessageSnackbar'));

export function MessageHost() {
  const { message } = useAppSelector(selectMessage);
  if (message === null) return null;
  return (
    <SilentBoundary>
      <Suspense fallback={null}>
        <MessageSnackbar />
      </Suspense>
    </SilentBoundary>
  );
}
