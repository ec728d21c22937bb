import type { LanguageId } from '../i18n/languages';

/**
 * What the console says when a part of it could not load or crashed. Kept in the code, not in the
 * locale files: when the server is away those cannot be fetched either, and these sentences must
 * still reach the user in their language.
 */
export interface RecoveryTexts {
  offline: string;
  pageTitle: string;
  chunkFailed: string;
  crashed: string;
  newVersion: string;
  retry: string;
  reload: string;
  panelFailed: string;
}

export const recoveryTexts: Record<LanguageId, RecoveryTexts> = {
  'pt-BR': {
    offline: 'Sem conexão com o servidor. Tentando reconectar…',
    pageTitle: 'Não foi possível abrir esta página',
    chunkFailed:
      'Uma parte do console não carregou. Verifique a sua conexão: a página tenta de novo assim que o servidor responder.',
    crashed: 'Algo deu errado ao mostrar esta página. O restante do console continua funcionando.',
    newVersion: 'Uma nova versão do console foi publicada. Recarregue a página para continuar.',
    retry: 'Tentar de novo',
    reload: 'Recarregar a página',
    panelFailed: 'Este painel não pôde ser exibido.',
  },
  en: {
    offline: 'No connection to the server. Trying to reconnect…',
    pageTitle: 'This page could not be opened',
    chunkFailed:
      'Part of the console did not load. Check your connection: the page tries again as soon as the server answers.',
    crashed: 'Something went wrong while showing this page. The rest of the console keeps working.',
    newVersion: 'A new version of the console was published. Reload the page to continue.',
    retry: 'Try again',
    reload: 'Reload the page',
    panelFailed: 'This panel could not be shown.',
  },
  tr: {
    offline: 'Sunucuyla bağlantı yok. Yeniden bağlanılıyor…',
    pageTitle: 'Bu sayfa açılamadı',
    chunkFailed:
      'Konsolun bir bölümü yüklenemedi. Bağlantınızı kontrol edin: sunucu yanıt verir vermez sayfa yeniden denenir.',
    crashed: 'Bu sayfa gösterilirken bir şeyler ters gitti. Konsolun geri kalanı çalışmaya devam ediyor.',
    newVersion: 'Konsolun yeni bir sürümü yayımlandı. Devam etmek için sayfayı yeniden yükleyin.',
    retry: 'Tekrar dene',
    reload: 'Sayfayı yeniden yükle',
    panelFailed: 'Bu panel gösterilemedi.',
  },
  ar: {
    offline: 'لا يوجد اتصال بالخادم. جارٍ إعادة الاتصال…',
    pageTitle: 'تعذّر فتح هذه الصفحة',
    chunkFailed: 'لم يُحمَّل جزء من وحدة التحكم. تحقّق من اتصالك: ستعيد الصفحة المحاولة فور استجابة الخادم.',
    crashed: 'حدث خطأ أثناء عرض هذه الصفحة. يواصل باقي وحدة التحكم العمل.',
    newVersion: 'نُشر إصدار جديد من وحدة التحكم. أعد تحميل الصفحة للمتابعة.',
    retry: 'إعادة المحاولة',
    reload: 'إعادة تحميل الصفحة',
    panelFailed: 'تعذّر عرض هذه اللوحة.',
  },
};
