import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';
import { errorsNamespace } from './locales';

/** The server failed (`/pages/errors/error-500`): try again, or go home. */
export default function Error500Page() {
  const { t } = useTranslation(errorsNamespace);
  return (
    <ErrorPage
      status="500"
      title={t('serverErrorTitle')}
      text={t('serverErrorText')}
      actions={
        <Button variant="outlined" size="large" onClick={() => window.history.back()}>
          {t('tryAgain')}
        </Button>
      }
    />
  );
}
