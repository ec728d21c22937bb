import { registerTranslations } from '../../shell/i18n';

export const usersNamespace = 'users';

// Only what the navigation needs: it is in every page's code. The pages add their own strings
// (pageLocales.ts) to the same namespace when their chunk loads.
registerTranslations(usersNamespace, {
  'pt-BR': { title: 'Lista de dados de usuários' },
  en: { title: 'User data list' },
  tr: { title: 'Kullanıcı veri listesi' },
  ar: { title: 'قائمة بيانات المستخدمين' },
});
