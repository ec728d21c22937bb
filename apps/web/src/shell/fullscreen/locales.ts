import type { Translations } from '../i18n';

export const fullscreenNamespace = 'fullscreen';

export const fullscreenTranslations: Translations = {
  'pt-BR': {
    toggle: 'Alternar tela cheia',
    unsupported: 'Este navegador não consegue mostrar o console em tela cheia.',
  },
  en: { toggle: 'Fullscreen toggle', unsupported: 'This browser cannot show the console in full screen.' },
  tr: { toggle: 'Tam ekranı aç/kapat', unsupported: 'Bu tarayıcı konsolu tam ekran gösteremiyor.' },
  ar: { toggle: 'تبديل ملء الشاشة', unsupported: 'لا يستطيع هذا المتصفح عرض وحدة التحكم بملء الشاشة.' },
};
