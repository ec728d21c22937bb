import { deviceMessages, deviceStatuses } from '@conecta/contracts/devices';
import { messageText } from '@conecta/contracts/messages';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../shell/i18n';
import { sayMessage } from '../../shell/i18n/messages';
import type { DeviceKey } from './labels';
import { devicesNamespace } from './locales';

describe('device texts', () => {
  it('translate every contract message by its code, and leave unknown ones as they came', async () => {
    await i18n.changeLanguage('tr');
    try {
      for (const code of Object.values(deviceMessages)) {
        expect(sayMessage(code)).not.toBe(messageText(code));
      }
      expect(sayMessage('Something new')).toBe('Something new');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(sayMessage(deviceMessages.imei)).toBe('IMEI must be 15 digits with a valid check digit');
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
