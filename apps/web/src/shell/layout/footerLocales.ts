import type { Translations } from '../i18n';

export const footerNamespace = 'footer';

export const footerTranslations: Translations = {
  'pt-BR': { purchase: 'Comprar', documentation: 'Documentação', builtWith: 'Feito com' },
  en: { purchase: 'Purchase', documentation: 'Documentation', builtWith: 'Built with' },
  tr: { purchase: 'Satın al', documentation: 'Belgeler', builtWith: 'Şunlarla yapıldı' },
  ar: { purchase: 'شراء', documentation: 'التوثيق', builtWith: 'مبني باستخدام' },
};
