import { registerTranslations } from '../../shell/i18n';

export const authNamespace = 'auth';

registerTranslations(authNamespace, {
  'pt-BR': {
    adminTitle: 'Exemplo: função de administrador',
    adminText: 'Esta página só pode ser vista por usuários com a função admin.',
    staffTitle: 'Exemplo: função de equipe',
    staffText: 'Esta página pode ser vista por usuários com a função admin ou staff.',
    guestTitle: 'Exemplo: visitantes',
    guestText: 'Esta página só pode ser vista por visitantes, isto é, por quem não entrou na conta.',
  },
  en: {
    adminTitle: 'Admin role example',
    adminText: 'This page can only be seen by users with the admin role.',
    staffTitle: 'Staff role example',
    staffText: 'This page can be seen by users with the admin or staff role.',
    guestTitle: 'Guest role example',
    guestText: 'This page can only be seen by guests, that is, visitors who have not signed in.',
  },
  tr: {
    adminTitle: 'Yönetici rolü örneği',
    adminText: 'Bu sayfayı yalnızca admin rolüne sahip kullanıcılar görebilir.',
    staffTitle: 'Personel rolü örneği',
    staffText: 'Bu sayfayı admin veya staff rolüne sahip kullanıcılar görebilir.',
    guestTitle: 'Misafir rolü örneği',
    guestText: 'Bu sayfayı yalnızca misafirler, yani oturum açmamış ziyaretçiler görebilir.',
  },
  ar: {
    adminTitle: 'مثال على دور المسؤول',
    adminText: 'لا يمكن رؤية هذه الصفحة إلا للمستخدمين الذين لديهم دور admin.',
    staffTitle: 'مثال على دور الموظف',
    staffText: 'يمكن رؤية هذه الصفحة للمستخدمين الذين لديهم دور admin أو staff.',
    guestTitle: 'مثال على دور الزائر',
    guestText: 'لا يمكن رؤية هذه الصفحة إلا للزوار الذين لم يسجلوا الدخول.',
  },
});
