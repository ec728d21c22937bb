import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shell/PageHeader';
import { authNamespace } from './locales';

/** Pages that show the route guard at work: each says who may see it. */
function RoleExamplePage({ kind }: { kind: 'admin' | 'staff' | 'guest' }) {
  const { t } = useTranslation(authNamespace);
  return <PageHeader title={t(`${kind}Title`)}>{t(`${kind}Text`)}</PageHeader>;
}

export const AdminRoleExamplePage = () => <RoleExamplePage kind="admin" />;
export const StaffRoleExamplePage = () => <RoleExamplePage kind="staff" />;
export const GuestRoleExamplePage = () => <RoleExamplePage kind="guest" />;
