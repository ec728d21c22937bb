import { registerTranslations } from '../../shell/i18n';

export const errorsNamespace = 'errors';

registerTranslations(errorsNamespace, {
  'pt-BR': {
    notFoundTitle: 'Página não encontrada',
    notFoundText: 'Desculpe, não encontramos a página que você procura.',
    backHome: 'Voltar para o início',
  },
  en: {
    notFoundTitle: 'Page not found',
    notFoundText: "Sorry, we couldn't find the page you are looking for.",
    backHome: 'Back to the home page',
  },
  tr: {
    notFoundTitle: 'Sayfa bulunamadı',
    notFoundText: 'Üzgünüz, aradığınız sayfayı bulamadık.',
    backHome: 'Ana sayfaya dön',
  },
  ar: {
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundText: 'عذرًا، لم نتمكن من العثور على الصفحة التي تبحث عنها.',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
});
