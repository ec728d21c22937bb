import type { Translations } from '../i18n';

export const shortcutsNamespace = 'shortcuts';

export const shortcutsTranslations: Translations = {
  'pt-BR': {
    bar: 'Atalhos',
    menu: 'Clique para adicionar/remover atalho',
    search: 'Pesquisar uma página',
    current: 'Seus atalhos',
    results: 'Resultados da pesquisa',
    noShortcuts: 'Nenhum atalho ainda. Pesquise uma página para adicioná-la.',
    noResults: 'Nenhuma página encontrada.',
  },
  en: {
    bar: 'Shortcuts',
    menu: 'Click to add/remove shortcut',
    search: 'Search for a page',
    current: 'Your shortcuts',
    results: 'Search results',
    noShortcuts: 'No shortcuts yet. Search for a page to add it.',
    noResults: 'No pages found.',
  },
  tr: {
    bar: 'Kısayollar',
    menu: 'Kısayol eklemek/kaldırmak için tıklayın',
    search: 'Bir sayfa arayın',
    current: 'Kısayollarınız',
    results: 'Arama sonuçları',
    noShortcuts: 'Henüz kısayol yok. Eklemek için bir sayfa arayın.',
    noResults: 'Sayfa bulunamadı.',
  },
  ar: {
    bar: 'الاختصارات',
    menu: 'انقر لإضافة/إزالة اختصار',
    search: 'ابحث عن صفحة',
    current: 'اختصاراتك',
    results: 'نتائج البحث',
    noShortcuts: 'لا توجد اختصارات بعد. ابحث عن صفحة لإضافتها.',
    noResults: 'لم يتم العثور على صفحات.',
  },
};
