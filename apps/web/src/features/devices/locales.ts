import { registerTranslations } from '../../shell/i18n';

export const devicesNamespace = 'devices';

registerTranslations(devicesNamespace, {
  'pt-BR': {
    title: 'Lista de dispositivos',
    comingSoon: 'Em breve, aqui você verá a frota da empresa: aparelhos, roteadores e módulos IoT.',
  },
  en: {
    title: 'Device list',
    comingSoon: "Coming soon: the company's fleet of handsets, routers and IoT modules.",
  },
  tr: {
    title: 'Cihaz listesi',
    comingSoon: 'Yakında: şirketin telefon, yönlendirici ve IoT modülü filosu burada.',
  },
  ar: {
    title: 'قائمة الأجهزة',
    comingSoon: 'قريبًا: أسطول الشركة من الهواتف وأجهزة التوجيه ووحدات إنترنت الأشياء.',
  },
});
