import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { selectRestoredCount } from '../../app/connection/connectionSlice';
import { checkServer } from '../../app/connection/watchConnection';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { ErrorFallbackProps } from './ErrorBoundary';
import { reloadOnceForNewVersion } from './reloadOnce';
import { isChunkLoadError } from './retryImport';
import { useRecoveryTexts } from './useRecoveryTexts';

type Cause = 'checking' | 'offline' | 'newVersion' | 'crashed';

/**
 * Why a part failed, and its recovery. A script that did not arrive because the server was away is
 * tried again by itself once the server answers; one that is gone although the server answers
 * belongs to an older version of the console, and the page reloads (once) to get the new one.
 * Code that broke while rendering waits for the user's "try again".
 */
export function useRecovery({ error, reset }: ErrorFallbackProps): Cause {
  const dispatch = useAppDispatch();
  const restored = useAppSelector(selectRestoredCount);
  const chunk = isChunkLoadError(error);
  const [cause, setCause] = useState<Cause>(chunk ? 'checking' : 'crashed');
  const restoredAtFailure = useRef(restored);

  useEffect(() => {
    if (!chunk) return;
    let current = true;
    void checkServer(dispatch).then((answers) => {
      if (!current) return;
      if (!answers) setCause('offline');
      else if (!reloadOnceForNewVersion()) setCause('newVersion');
    });
    return () => {
      current = false;
    };
  }, [chunk, dispatch]);

  useEffect(() => {
    if (cause === 'offline' && restored !== restoredAtFailure.current) reset();
  }, [cause, restored, reset]);

  return cause;
}

/** What a page shows in its place when its code did not arrive or broke; the shell around it keeps working. */
export function PageError(props: ErrorFallbackProps) {
  const texts = useRecoveryTexts();
  const cause = useRecovery(props);
  const sentence = { checking: '', offline: texts.chunkFailed, newVersion: texts.newVersion, crashed: texts.crashed }[
    cause
  ];
  return (
    <Box role="alert" data-testid="page-error" sx={{ py: 6, px: 2, maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1.5 }}>
        {texts.pageTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, minHeight: '1.5em' }}>
        {sentence}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        {cause !== 'newVersion' && (
          <Button variant="outlined" onClick={props.reset}>
            {texts.retry}
          </Button>
        )}
        <Button variant="contained" onClick={() => window.location.reload()}>
          {texts.reload}
        </Button>
      </Box>
    </Box>
  );
}
