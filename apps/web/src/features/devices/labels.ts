import type { BrazilianState, DeviceKind, DeviceNetwork, DeviceStatus } from '@conecta/contracts/devices';
import type { ParseKeys } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { formatExact, formatRelative } from '../../shell/history/time';
import { selectLanguage } from '../../shell/i18n/languageSlice';
import { useMessageText } from '../../shell/i18n/messages';
import { devicesNamespace } from './locales';

/** i18n keys cannot hold dashes comfortably: 'in-stock' → 'in_stock'. */
const keyOf = (value: string) => value.replace(/-/g, '_');

/** A key made from a value at run time: the compiler cannot check it, the key test and the screens' tests do. */
export type DeviceKey = ParseKeys<typeof devicesNamespace>;

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
  const say = useMessageText();
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
      /** A contract message (a form's code, or a server answer), in the current language. */
      say,
      number: (value: number) => numbers.format(value),
      exact: (iso: string) => formatExact(iso, language),
      relative: (iso: string) => formatRelative(iso, language),
    };
  }, [t, language, say]);
}

export type DeviceText = ReturnType<typeof useDeviceText>;

export { keyOf as i18nKeyOf };
