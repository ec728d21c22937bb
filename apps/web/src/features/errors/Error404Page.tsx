import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shell/paths';
import { errorsNamespace } from './locales';

/** Where every unknown path ends (console-core §2.1). */
export default function Error404Page() {
  const { t } = useTranslation(errorsNamespace);
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, maxWidth: 560, mx: 'auto' }}>
      <Typography
        component="p"
        sx={{ fontSize: { xs: 96, md: 144 }, fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
      >
        404
      </Typography>
      <Typography variant="h5" component="h1" data-testid="page-title" sx={{ mt: 2, fontWeight: 700 }}>
        {t('notFoundTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('notFoundText')}
      </Typography>
      <Button component={Link} to={paths.home} variant="contained" size="large" sx={{ mt: 4 }} data-testid="back-home">
        {t('backHome')}
      </Button>
    </Box>
  );
}
