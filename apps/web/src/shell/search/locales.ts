import type { Translations } from '../i18n';

export const searchNamespace = 'search';

export const searchTranslations: Translations = {
  'pt-BR': {
    open: 'Clique para pesquisar',
    placeholder: 'Pesquisar um aplicativo ou página',
    suggestions: 'Sugestões',
    noResults: 'Nenhum resultado..',
  },
  en: {
    open: 'Click to search',
    placeholder: 'Search for an app or page',
    suggestions: 'Suggestions',
    noResults: 'No results..',
  },
  tr: {
    open: 'Aramak için tıklayın',
    placeholder: 'Bir uygulama veya sayfa arayın',
    suggestions: 'Öneriler',
    noResults: 'Sonuç yok..',
  },
  ar: {
    open: 'انقر للبحث',
    placeholder: 'ابحث عن تطبيق أو صفحة',
    suggestions: 'الاقتراحات',
    noResults: 'لا توجد نتائج..',
  },
};
