import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shell/PageHeader';
import { usersNamespace } from './locales';

/** Every account, for admins; the grid arrives with the user-data-list issue. */
export default function UserDataListPage() {
  const { t } = useTranslation(usersNamespace);
  return <PageHeader title={t('title')}>{t('comingSoon')}</PageHeader>;
}
