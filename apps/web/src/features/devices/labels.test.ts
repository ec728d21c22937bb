import { deviceMessages, deviceStatuses } from '@conecta/contracts/devices';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../shell/i18n';
import { type DeviceKey, translateMessage } from './labels';
import { devicesNamespace } from './locales';

describe('device texts', () => {
  it('translate every contract message by its English text, and leave unknown ones as they came', () => {
    const t = i18n.getFixedT('tr', devicesNamespace);
    for (const english of Object.values(deviceMessages)) {
      expect(translateMessage(t, english)).not.toBe(english);
    }
    expect(translateMessage(i18n.getFixedT('en', devicesNamespace), deviceMessages.imei)).toBe(deviceMessages.imei);
    expect(translateMessage(t, 'Something new')).toBe('Something new');
  });

  it('count in Arabic without wrong plural agreement, and in Portuguese with it', () => {
    const ar = i18n.getFixedT('ar', devicesNamespace);
    const pt = i18n.getFixedT('pt-BR', devicesNamespace);
    for (const count of [0, 1, 2, 5, 11, 100]) {
      expect(ar('bulkStatus_suspended', { count })).toBe(`أجهزة عُلّقت: ${count}`);
    }
    expect(pt('bulkStatus_suspended', { count: 1 })).toBe('1 dispositivo suspenso');
    expect(pt('bulkStatus_suspended', { count: 3 })).toBe('3 dispositivos suspensos');
    for (const status of deviceStatuses) {
      expect(pt(`bulkStatus_${status.replace(/-/g, '_')}` as DeviceKey, { count: 2 })).toMatch(/^2 dispositivos /);
    }
  });
});
