import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectMessage } from './messageSlice';

// Loaded on the first message only: most visits (and the sign-in page) never need it.
const MessageSnackbar = lazy(() => import('./MessageSnackbar'));

export function MessageHost() {
  const { message } = useAppSelector(selectMessage);
  if (message === null) return null;
  return (
    <Suspense fallback={null}>
      <MessageSnackbar />
    </Suspense>
  );
}
