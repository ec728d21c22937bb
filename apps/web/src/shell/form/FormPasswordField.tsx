import type { FieldValues } from 'react-hook-form';
import { type BoundFieldProps, useBoundField } from './FormTextField';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

export type FormPasswordFieldProps<T extends FieldValues, TTransformed = T> = BoundFieldProps<T, TTransformed> &
  Omit<PasswordFieldProps, keyof BoundFieldProps<T> | 'value' | 'error' | 'onChange' | 'onBlur' | 'inputRef'>;

/** A password input (with a show/hide toggle) bound to a react-hook-form field. */
export function FormPasswordField<T extends FieldValues, TTransformed = T>({
  name,
  control,
  helperText,
  describeError,
  ...props
}: FormPasswordFieldProps<T, TTransformed>) {
  const bound = useBoundField({ name, control, helperText, describeError });
  return <PasswordField {...props} {...bound} />;
}
