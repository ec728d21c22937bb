import type { NavigationItem } from '../../shell/navigation';
import { devicesNamespace } from './locales';

export const deviceNavigation: NavigationItem[] = [
  {
    id: 'devicelist',
    title: 'Device list',
    translate: `${devicesNamespace}:title`,
    type: 'item',
    icon: 'dashboard',
    url: '/conecta/devicelist',
  },
];
