import { authMessages } from '@conecta/contracts/constants';
import { messageText } from '@conecta/contracts/messages';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { signOut } from '../../app/session/signOut';

/** Long enough to read the message, short enough not to make anyone wait. */
const farewellMs = 600;

/** `/logout?everywhere=1`: the user's sessions on every device end too. */
export const everywhereParam = 'everywhere';

/**
 * /logout: says 'Logging out..', then signs out (on the server too). The route's guard then sends the new guest to
 * '/' (its `guestFallback`), which leads on to the sign-in page.
 */
export default function LogoutPage() {
  const dispatch = useAppDispatch();
  const everywhere = useSearchParams()[0].get(everywhereParam) === '1';

  useEffect(() => {
    const timer = setTimeout(() => void dispatch(signOut({ everywhere })), farewellMs);
    return () => clearTimeout(timer);
  }, [dispatch, everywhere]);

  return (
    <Stack role="status" sx={{ alignItems: 'center', gap: 3, py: 10 }}>
      <CircularProgress aria-hidden />
      {/* The spec fixes this sentence; it reads the same in every language. */}
      <Typography variant="h6">{messageText(authMessages.loggingOut)}</Typography>
    </Stack>
  );
}
