import type { Translations } from '.';

/** Strings of the shell itself: layout, navigation, user menu. */
export const shellTranslations: Translations = {
  'pt-BR': {
    mainNavigation: 'Navegação principal',
    guest: 'Visitante',
    login: 'Entrar',
    register: 'Cadastrar',
    logout: 'Sair',
    role_admin: 'Administrador',
    role_staff: 'Equipe',
    role_user: 'Usuário',
  },
  en: {
    mainNavigation: 'Main navigation',
    guest: 'Guest',
    login: 'Login',
    register: 'Register',
    logout: 'Logout',
    role_admin: 'Admin',
    role_staff: 'Staff',
    role_user: 'User',
  },
  tr: {
    mainNavigation: 'Ana gezinme',
    guest: 'Misafir',
    login: 'Giriş yap',
    register: 'Kayıt ol',
    logout: 'Çıkış yap',
    role_admin: 'Yönetici',
    role_staff: 'Personel',
    role_user: 'Kullanıcı',
  },
  ar: {
    mainNavigation: 'التنقل الرئيسي',
    guest: 'زائر',
    login: 'تسجيل الدخول',
    register: 'التسجيل',
    logout: 'تسجيل الخروج',
    role_admin: 'مسؤول',
    role_staff: 'موظف',
    role_user: 'مستخدم',
  },
};
