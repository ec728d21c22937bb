import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as enPickerTexts, ptBR as ptBRPickerTexts, trTR as trPickerTexts } from '@mui/x-date-pickers/locales';
import { ar, enUS, ptBR, tr } from 'date-fns/locale';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBoundField } from '../../shell/form/FormTextField';
import { todoNamespace } from './locales';
import { fromPickerDate, toPickerDate } from './todoFormValues';

interface DateTimeFieldProps<T extends FieldValues, TTransformed> {
  id: string;
  name: FieldPath<T>;
  control: Control<T, unknown, TTransformed>;
  label: string;
  lang: string;
  describeError(message: string): string;
}

/** Day and month names, and the order of day, month and year, as the console's language writes them. */
const dateLocales = { 'pt-BR': ptBR, en: enUS, tr, ar } as const;
/** The picker's own words; Arabic has no catalogue in the library, so its few buttons come from ours. */
const pickerTexts = {
  'pt-BR': ptBRPickerTexts.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enPickerTexts.components.MuiLocalizationProvider.defaultProps.localeText,
  tr: trPickerTexts.components.MuiLocalizationProvider.defaultProps.localeText,
} as const;

/**
 * A date and time bound to the form, picked in the console's language (not the browser's): MUI X's
 * picker over date-fns, typed as the language writes dates or chosen from a calendar and a clock.
 */
export function DateTimeField<T extends FieldValues, TTransformed>({
  id,
  name,
  control,
  label,
  lang,
  describeError,
}: DateTimeFieldProps<T, TTransformed>) {
  const { t } = useTranslation(todoNamespace);
  const { inputRef, error, helperText, value, onChange, onBlur } = useBoundField({ name, control, describeError });
  const language = (lang in dateLocales ? lang : 'en') as keyof typeof dateLocales;
  const localeText =
    language === 'ar'
      ? {
          ...pickerTexts.en,
          okButtonLabel: t('picker_ok'),
          cancelButtonLabel: t('picker_cancel'),
          clearButtonLabel: t('picker_clear'),
          dateTimePickerToolbarTitle: label,
        }
      : pickerTexts[language];
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateLocales[language]} localeText={localeText}>
      <DateTimePicker
        label={label}
        value={toPickerDate(value)}
        onChange={(date) => onChange(fromPickerDate(date))}
        inputRef={inputRef}
        ampm={language === 'en'}
        slotProps={{
          textField: {
            id,
            size: 'small',
            fullWidth: true,
            error,
            helperText,
            onBlur,
          },
          actionBar: { actions: ['clear', 'cancel', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
