import { providerMessages } from '@conecta/contracts/auth-providers';
import { messageText } from '@conecta/contracts/messages';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import type { AppDispatch } from '../../app/store';
import { showMessage } from '../../shell/message/messageSlice';
import { paths } from '../../shell/paths';
import { completeSignInRedirect } from './hostedSignIn';
import { isProviderConfigured } from './providers';

const hostedSignInFailed = 'Could not sign in with Auth0';

type Completion = Awaited<ReturnType<ReturnType<typeof completeSignInRedirect>>>;

/** The authorization code can be redeemed once: StrictMode's second effect shares the first's attempt. */
let pending: { url: string; result: Promise<Completion> } | undefined;

function finishOnce(dispatch: AppDispatch, url: string): Promise<Completion> {
  if (pending?.url !== url) {
    const result = dispatch(completeSignInRedirect('auth0')).then((completion) => {
      // Said once, and even though the guard has already taken the user on from this page.
      if (completeSignInRedirect.fulfilled.match(completion)) {
        dispatch(showMessage({ message: messageText(providerMessages.loggedInWithAuth0), variant: 'success' }));
      }
      return completion;
    });
    pending = { url, result };
  }
  return pending.result;
}

/**
 * Return point of the hosted login (console-core §2.1): 'Logging in with Auth0' while the code is
 * exchanged, then 'Logged in with Auth0'; the guard of this guest-only page then takes the user to
 * the page they were going to. Without a hosted login configured there is nothing to finish here.
 */
export default function CallbackPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The issuer's answer (code and state) is in the query string.
  const { search } = useLocation();

  useEffect(() => {
    if (!isProviderConfigured('auth0')) {
      navigate(paths.login, { replace: true });
      return;
    }
    let active = true;
    void finishOnce(dispatch, search).then((result) => {
      if (!active || !completeSignInRedirect.rejected.match(result)) return;
      dispatch(showMessage({ message: result.payload?.message ?? hostedSignInFailed, variant: 'error' }));
      navigate(paths.login, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [dispatch, navigate, search]);

  return (
    <Stack role="status" sx={{ alignItems: 'center', gap: 3 }}>
      <CircularProgress aria-hidden />
      <Typography variant="h6">{messageText(providerMessages.loggingInWithAuth0)}</Typography>
    </Stack>
  );
}
