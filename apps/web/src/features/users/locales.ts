import { registerTranslations } from '../../shell/i18n';

export const usersNamespace = 'users';

registerTranslations(usersNamespace, {
  'pt-BR': {
    title: 'Lista de dados de usuários',
    comingSoon: 'Em breve, aqui você verá todas as contas, com função, provedor, perfil e dispositivos.',
  },
  en: {
    title: 'User data list',
    comingSoon: 'Coming soon: every account with its role, provider, profile and devices.',
  },
  tr: {
    title: 'Kullanıcı veri listesi',
    comingSoon: 'Yakında: her hesap rolü, sağlayıcısı, profili ve cihazlarıyla burada.',
  },
  ar: {
    title: 'قائمة بيانات المستخدمين',
    comingSoon: 'قريبًا: كل الحسابات مع أدوارها ومزوّديها وملفاتها الشخصية وأجهزتها.',
  },
});
