import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';
import { errorsNamespace } from './locales';

/** Where every unknown path ends (console-core §2.1). */
export default function Error404Page() {
  const { t } = useTranslation(errorsNamespace);
  return <ErrorPage status="404" title={t('notFoundTitle')} text={t('notFoundText')} />;
}
