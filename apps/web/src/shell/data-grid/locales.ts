import { registerTranslations } from '../i18n';

export const dataGridNamespace = 'dataGrid';

registerTranslations(dataGridNamespace, {
  'pt-BR': {
    loadFailed: 'Não foi possível carregar a lista.',
    retry: 'Tentar novamente',
    exportCsv: 'Exportar CSV',
    exporting: 'Exportando…',
    exportFailed: 'Não foi possível exportar a lista.',
    search: 'Buscar',
    clearFilters: 'Limpar filtros',
    selected_one: '{{count}} selecionado',
    selected_other: '{{count}} selecionados',
  },
  en: {
    loadFailed: 'The list could not be loaded.',
    retry: 'Try again',
    exportCsv: 'Export CSV',
    exporting: 'Exporting…',
    exportFailed: 'The list could not be exported.',
    search: 'Search',
    clearFilters: 'Clear filters',
    selected_one: '{{count}} selected',
    selected_other: '{{count}} selected',
  },
  tr: {
    loadFailed: 'Liste yüklenemedi.',
    retry: 'Tekrar dene',
    exportCsv: 'CSV olarak dışa aktar',
    exporting: 'Dışa aktarılıyor…',
    exportFailed: 'Liste dışa aktarılamadı.',
    search: 'Ara',
    clearFilters: 'Filtreleri temizle',
    selected_one: '{{count}} seçili',
    selected_other: '{{count}} seçili',
  },
  ar: {
    loadFailed: 'تعذّر تحميل القائمة.',
    retry: 'أعد المحاولة',
    exportCsv: 'تصدير CSV',
    exporting: 'جارٍ التصدير…',
    exportFailed: 'تعذّر تصدير القائمة.',
    search: 'بحث',
    clearFilters: 'مسح عوامل التصفية',
    selected_zero: 'لا شيء محدد',
    selected_one: 'عنصر واحد محدد',
    selected_two: 'عنصران محددان',
    selected_few: '{{count}} عناصر محددة',
    selected_many: '{{count}} عنصرًا محددًا',
    selected_other: '{{count}} عنصر محدد',
  },
});
