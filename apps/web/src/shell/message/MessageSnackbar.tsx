import { messageText } from '@conecta/contracts/messages';
import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { hideMessage, selectMessage } from './messageSlice';

/** The one snackbar of the app (console-core §4.2): top centre, auto-hides after 6 s. */
export default function MessageSnackbar() {
  const dispatch = useAppDispatch();
  const { open, message, variant, autoHideDuration } = useAppSelector(selectMessage);

  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not dismiss a message before it is read.
    if (reason === 'clickaway') return;
    dispatch(hideMessage());
  };

  return (
    <Snackbar
      open={open}
      autoHideDuration={autoHideDuration}
      onClose={close}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert onClose={close} severity={variant} variant="filled" sx={{ width: '100%', alignItems: 'center' }}>
        {/* A contract code (`authMessages.sessionEnded`) shows its English, the spec's fixed text. */}
        {messageText(message ?? '')}
      </Alert>
    </Snackbar>
  );
}
