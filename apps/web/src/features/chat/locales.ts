import { registerTranslations } from '../../shell/i18n';

export const chatNamespace = 'chat';

// Only what the navigation and the toolbar button need: they are in every page's code. The panel
// and the page add their strings (panelLocales.ts) to the same namespace when their chunk loads.
registerTranslations(chatNamespace, {
  'pt-BR': {
    applications: 'Aplicativos',
    appTitle: 'Chat',
    title: 'Chat da equipe',
    unreadTotal: '{{count}} não lidas',
  },
  en: { applications: 'Applications', appTitle: 'Chat', title: 'Team Chat', unreadTotal: '{{count}} unread' },
  tr: { applications: 'Uygulamalar', appTitle: 'Sohbet', title: 'Ekip Sohbeti', unreadTotal: '{{count}} okunmamış' },
  ar: { applications: 'التطبيقات', appTitle: 'الدردشة', title: 'دردشة الفريق', unreadTotal: '{{count}} غير مقروءة' },
});
