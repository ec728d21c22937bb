import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { dateTimeFormat } from '../../shell/dates/timeFormat';
import { selectLanguage } from '../../shell/i18n/languageSlice';
import { projectDashboardNamespace } from './locales';

/** The dashboard's words, numbers, money, units and dates in the user's language. */
export function useDashboardText() {
  const { t } = useTranslation(projectDashboardNamespace);
  const language = useAppSelector(selectLanguage);
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language);
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const weekday = dateTimeFormat(language, { weekday: 'long' });
    const dates = dateTimeFormat(language, { dateStyle: 'medium' });
    const longDate = dateTimeFormat(language, { dateStyle: 'full' });
    return {
      t,
      language,
      number: (value: number) => numbers.format(value),
      money: (value: number, currency: string) =>
        new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value),
      percent: (value: number) => percent.format(value / 100),
      temperature: (celsius: number, unit: 'C' | 'F') =>
        new Intl.NumberFormat(language, {
          style: 'unit',
          unit: unit === 'C' ? 'celsius' : 'fahrenheit',
          maximumFractionDigits: 0,
        }).format(unit === 'C' ? celsius : (celsius * 9) / 5 + 32),
      speed: (kmh: number, unit: 'KMH' | 'MPH') =>
        new Intl.NumberFormat(language, {
          style: 'unit',
          unit: unit === 'KMH' ? 'kilometer-per-hour' : 'mile-per-hour',
          maximumFractionDigits: 0,
        }).format(unit === 'KMH' ? kmh : kmh / 1.609),
      /** The weekday `offset` days from today. */
      weekday: (offset: number) => weekday.format(new Date(Date.now() + offset * 86_400_000)),
      date: (iso: string) => dates.format(new Date(iso)),
      today: () => longDate.format(new Date()),
    };
  }, [t, language]);
}
export type DashboardText = ReturnType<typeof useDashboardText>;
