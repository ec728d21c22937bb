import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/session/authSlice';
import { ReadableChip } from '../../shell/ReadableChip';
import { isNotFound, useGetAccountQuery } from './api';
import { AccountAvatar, StatusChip } from './components/AccountBadges';
import { AdminSection } from './components/AdminSection';
import { DevicesSection } from './components/DevicesSection';
import { HistorySection } from './components/HistorySection';
import { ProfileSection, UserDataSection } from './components/ProfileSection';
import { usersNamespace } from './locales';
import { userListPath } from './paths';

/** One account, for admins: its profile, stored user data, devices and trail, and the admin actions. */
export default function UserPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(usersNamespace);
  const me = useAppSelector(selectUser).uuid;
  const { data: account, error, isError, isLoading, refetch } = useGetAccountQuery(id);

  const back = (
    <Link
      component={RouterLink}
      to={userListPath}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
    >
      <ArrowBackIcon
        fontSize="small"
        sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined })}
      />
      {t('back')}
    </Link>
  );

  if (isError && !account) {
    return (
      <Stack spacing={2} data-testid="user-page">
        {back}
        <Alert
          severity={isNotFound(error) ? 'warning' : 'error'}
          action={
            isNotFound(error) ? undefined : (
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t('retry')}
              </Button>
            )
          }
          data-testid="user-page-error"
        >
          {isNotFound(error) ? t('notFound') : t('loadFailed')}
        </Alert>
      </Stack>
    );
  }

  if (isLoading || !account) {
    return (
      <Stack spacing={2} data-testid="user-page" aria-busy="true">
        {back}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Skeleton variant="circular" width={64} height={64} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="30%" height={40} />
            <Skeleton width="20%" />
          </Box>
        </Box>
        <Grid container spacing={2}>
          {[0, 1].map((block) => (
            <Grid key={block} size={{ xs: 12, md: 6 }}>
              <Skeleton variant="rounded" height={260} />
            </Grid>
          ))}
        </Grid>
        <Skeleton variant="rounded" height={180} />
      </Stack>
    );
  }

  const isSelf = account.uuid === me;
  const name = account.displayName || account.email;

  return (
    <Stack spacing={2.5} data-testid="user-page">
      {back}
      <Paper variant="outlined" sx={{ p: 2.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <AccountAvatar name={name} photoURL={account.photoURL} size={64} />
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography
            variant="h4"
            component="h1"
            data-testid="page-title"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {account.email}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {isSelf && <ReadableChip size="small" variant="outlined" color="primary" label={t('you')} />}
          <ReadableChip size="small" variant="outlined" label={t(`provider_${account.from}`)} />
          <StatusChip status={account.status} />
        </Stack>
      </Paper>

      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2.5}>
            <ProfileSection account={account} />
            <AdminSection account={account} isSelf={isSelf} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <UserDataSection account={account} />
        </Grid>
      </Grid>

      <DevicesSection accountId={account.uuid} />
      <HistorySection accountId={account.uuid} />
    </Stack>
  );
}
