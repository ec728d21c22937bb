import { orderStatusById } from '@conecta/contracts/e-commerce';
import type { ParseKeys } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { dateTimeFormat } from '../../shell/dates/timeFormat';
import { selectLanguage } from '../../shell/i18n/languageSlice';
import { useMessageText } from '../../shell/i18n/messages';
import { eCommerceNamespace } from './locales';

/** The shop's prices are in reais: the catalogue has one currency, written the way each language writes money. */
export const shopCurrency = 'BRL';

export type ShopKey = ParseKeys<typeof eCommerceNamespace>;

/** `YYYY/MM/DD HH:mm:ss` (UTC, the spec's order dates) as an instant. */
export function parseOrderDate(text: string): Date {
  return new Date(`${text.replaceAll('/', '-').replace(' ', 'T')}Z`);
}

/** Everything the shop's screens need to show values in the current language. */
export function useShopText() {
  const { t } = useTranslation(eCommerceNamespace);
  const language = useAppSelector(selectLanguage);
  const say = useMessageText();
  return useMemo(() => {
    const money = new Intl.NumberFormat(language, { style: 'currency', currency: shopCurrency });
    const numbers = new Intl.NumberFormat(language);
    const dates = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      t,
      language,
      say,
      money: (amount: number | string) => money.format(Number(amount)),
      number: (value: number) => numbers.format(value),
      /** An order's or status entry's date, in the user's language. */
      date: (text: string) => {
        const date = parseOrderDate(text);
        return Number.isNaN(date.getTime()) ? text : dates.format(date);
      },
      /** The status's name in the user's language (the spec's English in `en`). */
      statusName: (id: number) =>
        t(`status_${id}` as ShopKey, { defaultValue: orderStatusById(id)?.name ?? String(id) }),
    };
  }, [t, language, say]);
}
export type ShopText = ReturnType<typeof useShopText>;

/** The spec's status colours as theme colours (`blue-500` → MUI's blue[500]), with a readable text on them. */
const palette: Record<string, { bg: string; fg: string }> = {
  'blue-500': { bg: '#2196f3', fg: '#000' },
  'green-500': { bg: '#4caf50', fg: '#000' },
  'green-800': { bg: '#2e7d32', fg: '#fff' },
  'orange-500': { bg: '#ff9800', fg: '#000' },
  'purple-300': { bg: '#ba68c8', fg: '#000' },
  'purple-500': { bg: '#9c27b0', fg: '#fff' },
  'pink-500': { bg: '#e91e63', fg: '#000' },
  'red-500': { bg: '#f44336', fg: '#000' },
  'red-900': { bg: '#b71c1c', fg: '#fff' },
};
export function statusColors(color: string): { bg: string; fg: string } {
  return palette[color] ?? { bg: '#9e9e9e', fg: '#000' };
}

/** A list's total: exact, or "about N" past the counted bound. */
export function totalText(
  text: ShopText,
  key: 'productsTotal' | 'ordersTotal',
  page?: { total: number; totalIsEstimate: boolean },
): string | null {
  if (!page) return null;
  const total = text.number(page.total);
  return page.totalIsEstimate ? text.t('totalEstimate', { total }) : text.t(key, { count: page.total, total });
}
