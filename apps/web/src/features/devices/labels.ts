import {
  type BrazilianState,
  bulkLimit,
  type DeviceKind,
  type DeviceNetwork,
  type DeviceStatus,
  deviceMessages,
} from '@conecta/contracts/devices';
import type { ParseKeys, TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerMessage } from '../../app/apiFailure';
import { useAppSelector } from '../../app/hooks';
import { formatExact, formatRelative } from '../../shell/history/time';
import { selectLanguage } from '../../shell/i18n/languageSlice';
import { translateServerMessage } from '../../shell/i18n/serverMessages';
import { devicesNamespace } from './locales';

/** i18n keys cannot hold dashes comfortably: 'in-stock' → 'in_stock'. */
const keyOf = (value: string) => value.replace(/-/g, '_');

/** A key made from a value at run time: the compiler cannot check it, the key test and the screens' tests do. */
export type DeviceKey = ParseKeys<typeof devicesNamespace>;

/** The contract's English messages, found by their text, so the form and the API read the same in every language. */
const messageKeys = new Map<string, string>([
  ...Object.entries(deviceMessages).map(([key, text]) => [text, key] as [string, string]),
  ['Select at least one device', 'selectOne'],
  [`Select at most ${bulkLimit} devices`, 'selectAtMost'],
  ['Search can have up to 100 characters', 'search'],
]);

/** A validation message in the current language; an unknown one is shown as the server wrote it. */
export function translateMessage(t: TFunction<typeof devicesNamespace>, english: string): string {
  const key = messageKeys.get(english);
  return key ? t(`msg_${key}`, { ns: devicesNamespace, defaultValue: english }) : english;
}

/** Codes of sentences the device page words itself (its `msg_*` keys); the shared table has the rest. */
const ownCodes = new Map<string, string>([
  ...Object.keys(deviceMessages).map((key) => [`device.${key}`, key] as [string, string]),
  ['validation.selectOne', 'selectOne'],
  ['validation.selectAtMost', 'selectAtMost'],
  ['validation.search', 'search'],
]);

/** A server sentence in the current language, from its code; the server's English when none is known. */
export function translateDeviceServerMessage(t: TFunction<typeof devicesNamespace>, message: ServerMessage): string {
  const key = message.code ? ownCodes.get(message.code) : undefined;
  if (key) return t(`msg_${key}` as DeviceKey, { defaultValue: message.message, ...message.params });
  return message.code ? translateServerMessage(message) : translateMessage(t, message.message);
}

/** The names of the 27 federative units: proper names, the same in every language. */
export const stateNames: Record<BrazilianState, string> = {
  AC: 'Acre', AL: 'Alagoas', AP: 'Amapá', AM: 'Amazonas', BA: 'Bahia', CE: 'Ceará', DF: 'Distrito Federal',
  ES: 'Espírito Santo', GO: 'Goiás', MA: 'Maranhão', MT: 'Mato Grosso', MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais', PA: 'Pará', PB: 'Paraíba', PR: 'Paraná', PE: 'Pernambuco', PI: 'Piauí',
  RJ: 'Rio de Janeiro', RN: 'Rio Grande do Norte', RS: 'Rio Grande do Sul', RO: 'Rondônia', RR: 'Roraima',
  SC: 'Santa Catarina', SP: 'São Paulo', SE: 'Sergipe', TO: 'Tocantins',
}; // biome-ignore format: a table of names

/** Everything the device screens need to show values in the current language. */
export function useDeviceText() {
  const { t } = useTranslation(devicesNamespace);
  const language = useAppSelector(selectLanguage);
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language);
    return {
      t,
      language,
      statusLabel: (status: DeviceStatus) => t(`status_${keyOf(status)}` as DeviceKey),
      kindLabel: (kind: DeviceKind) => t(`kind_${keyOf(kind)}` as DeviceKey),
      /** Network names are technical terms, the same everywhere. */
      networkLabel: (network: DeviceNetwork) => network,
      stateLabel: (state: BrazilianState) => (stateNames[state] ? `${state} · ${stateNames[state]}` : state),
      fieldLabel: (field: string) => t(`field_${field}`, { defaultValue: field }),
      message: (english: string) => translateMessage(t, english),
      /** A sentence the server sent (with its code), in the current language. */
      serverMessage: (message: ServerMessage) => translateDeviceServerMessage(t, message),
      number: (value: number) => numbers.format(value),
      exact: (iso: string) => formatExact(iso, language),
      relative: (iso: string) => formatRelative(iso, language),
    };
  }, [t, language]);
}

export type DeviceText = ReturnType<typeof useDeviceText>;

export { keyOf as i18nKeyOf };
