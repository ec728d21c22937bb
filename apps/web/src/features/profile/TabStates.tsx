import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { profileNamespace } from './locales';

/** A tab's query: placeholders while it loads, an alert with "Try again" when it failed, else the content. */
export function TabStates({
  query,
  testId,
  children,
}: {
  query: { isLoading: boolean; isError: boolean; refetch(): unknown };
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(profileNamespace);
  if (query.isError) {
    return (
      <Alert
        severity="error"
        data-testid={`${testId}-error`}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  }
  if (query.isLoading) {
    return (
      <Box role="status" aria-label={t('loading')} data-testid={`${testId}-loading`} sx={{ display: 'grid', gap: 2 }}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={96} />
        ))}
      </Box>
    );
  }
  return <>{children}</>;
}
