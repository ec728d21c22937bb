import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shell/PageHeader';
import { devicesNamespace } from './locales';

/** The fleet list; its table arrives with the device-list issue. */
export default function DeviceListPage() {
  const { t } = useTranslation(devicesNamespace);
  return <PageHeader title={t('title')}>{t('comingSoon')}</PageHeader>;
}
