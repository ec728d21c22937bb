import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { PickersLocalization } from '../../shell/dates/PickersLocalization';
import { usesTwelveHourClock } from '../../shell/dates/timeFormat';
import { useBoundField } from '../../shell/form/FormTextField';
import { OutlinedTextField } from '../../shell/form/OutlinedTextField';
import { fromPickerDate, toPickerDate } from './todoFormValues';

interface DateTimeFieldProps<T extends FieldValues, TTransformed> {
  id: string;
  name: FieldPath<T>;
  control: Control<T, unknown, TTransformed>;
  label: string;
  lang: string;
  describeError(message: string): string;
}

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
  const { inputRef, error, helperText, value, onChange, onBlur } = useBoundField({ name, control, describeError });
  return (
    // The shell's localization: the language's names, date order and picker texts (Arabic's too), and its clock.
    <PickersLocalization
      language={lang}
      fallback={
        <OutlinedTextField id={id} name={name} label={label} size="small" value="" inputProps={{ readOnly: true }} />
      }
    >
      <DateTimePicker
        label={label}
        value={toPickerDate(value)}
        onChange={(date) => onChange(fromPickerDate(date))}
        inputRef={inputRef}
        ampm={usesTwelveHourClock(lang)}
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
    </PickersLocalization>
  );
}
