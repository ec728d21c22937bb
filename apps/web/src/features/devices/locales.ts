import { registerTranslations } from '../../shell/i18n';

export const devicesNamespace = 'devices';

// Only what the navigation needs: it is in every page's code. The page adds its own strings
// (pageLocales.ts, importLocales.ts) to the same namespace when its chunk loads.
registerTranslations(devicesNamespace, {
  'pt-BR': { title: 'Lista de dispositivos' },
  en: { title: 'Device list' },
  tr: { title: 'Cihaz listesi' },
  ar: { title: 'قائمة الأجهزة' },
});
