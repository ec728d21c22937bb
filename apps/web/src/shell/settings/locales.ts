import type { Translations } from '../i18n';

export const settingsNamespace = 'settings';

export const settingsTranslations: Translations = {
  'pt-BR': { colorSchemes: 'Esquemas de cores', openColorSchemes: 'Abrir esquemas de cores', close: 'Fechar' },
  en: { colorSchemes: 'Theme Color Schemes', openColorSchemes: 'Open theme color schemes', close: 'Close' },
  tr: { colorSchemes: 'Tema Renk Şemaları', openColorSchemes: 'Tema renk şemalarını aç', close: 'Kapat' },
  ar: { colorSchemes: 'أنظمة ألوان السمة', openColorSchemes: 'فتح أنظمة ألوان السمة', close: 'إغلاق' },
};
