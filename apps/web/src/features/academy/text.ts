import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { dateTimeFormat } from '../../shell/dates/timeFormat';
import { selectLanguage } from '../../shell/i18n/languageSlice';
import { academyNamespace } from './locales';

/** The course pages' words, numbers and dates in the user's language. */
export function useAcademyText() {
  const { t } = useTranslation(academyNamespace);
  const language = useAppSelector(selectLanguage);
  return useMemo(() => {
    const dates = dateTimeFormat(language, { dateStyle: 'medium' });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    return {
      t,
      language,
      date: (iso: string) => dates.format(new Date(iso)),
      percent: (share: number) => percent.format(share),
    };
  }, [t, language]);
}

/** The course's address, its slug after the id. */
export const coursePath = (course: { id: string; slug: string }) => `/apps/academy/courses/${course.id}/${course.slug}`;
