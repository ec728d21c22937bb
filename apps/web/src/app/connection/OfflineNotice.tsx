import Paper from '@mui/material/Paper';
import { useRecoveryTexts } from '../../shell/recovery/useRecoveryTexts';
import { useAppSelector } from '../hooks';
import { selectServerReachable } from './connectionSlice';

/**
 * Says, on every page, that the server cannot be reached while that lasts; it goes as soon as
 * `/api/health` answers again. Always in the start-up code: when the server is away, no chunk can come.
 */
export function OfflineNotice() {
  const reachable = useAppSelector(selectServerReachable);
  const texts = useRecoveryTexts();
  return (
    <div role="status" aria-live="polite">
      {!reachable && (
        <Paper
          data-testid="offline-notice"
          elevation={6}
          sx={{
            position: 'fixed',
            top: 12,
            insetInline: 0,
            mx: 'auto',
            width: 'fit-content',
            maxWidth: 'calc(100vw - 24px)',
            zIndex: 'snackbar',
            px: 2,
            py: 1,
            bgcolor: 'warning.main',
            color: 'warning.contrastText',
            typography: 'body2',
          }}
        >
          {texts.offline}
        </Paper>
      )}
    </div>
  );
}
