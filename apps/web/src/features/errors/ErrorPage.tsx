import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shell/paths';
import { errorsNamespace } from './locales';

/** An error page: its status in large type, what happened, and the way back home (and any other way out). */
export function ErrorPage({
  status,
  title,
  text,
  actions,
}: {
  status: string;
  title: string;
  text: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation(errorsNamespace);
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2, maxWidth: 560, mx: 'auto' }}>
      <Typography
        component="p"
        sx={{ fontSize: { xs: 96, md: 144 }, fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
      >
        {status}
      </Typography>
      <Typography variant="h5" component="h1" data-testid="page-title" sx={{ mt: 2, fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {text}
      </Typography>
      <Box sx={{ mt: 4, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        {actions}
        <Button component={Link} to={paths.home} variant="contained" size="large" data-testid="back-home">
          {t('backHome')}
        </Button>
      </Box>
    </Box>
  );
}
