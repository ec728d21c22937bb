import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../shell/paths';

/**
 * Return point of the hosted login (console-core §2.1). The hosted provider arrives in a later
 * issue; until one is configured there is no session to finish here, so go to the sign-in page.
 */
export default function CallbackPage() {
  const navigate = useNavigate();

  useEffect(() => {
    navigate(paths.login, { replace: true });
  }, [navigate]);

  return (
    <Stack role="status" sx={{ alignItems: 'center', gap: 3 }}>
      <CircularProgress aria-hidden />
      {/* Spec text of the hosted-login provider, fixed like the sign-in page's. */}
      <Typography variant="h6">Logging in with Auth0</Typography>
    </Stack>
  );
}
