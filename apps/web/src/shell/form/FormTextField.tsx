import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField';

export type FormTextFieldProps<T extends FieldValues, TTransformed = T> = Omit<
  OutlinedTextFieldProps,
  'name' | 'value' | 'error' | 'helperText' | 'onChange' | 'onBlur' | 'inputRef'
> & {
  name: FieldPath<T>;
  /** The form's `control`, whatever its schema turns the values into. */
  control: Control<T, unknown, TTransformed>;
  /** Shown under the input while the field has no error. */
  helperText?: ReactNode;
  /** The error's sentence in the page's language (the form's messages are the contract's English). */
  describeError?: (message: string) => ReactNode;
};

/**
 * A text input bound to a react-hook-form field: it shows the field's error (from the schema or
 * the server) in place of its helper text, with `aria-invalid` and `aria-describedby` set.
 */
export function FormTextField<T extends FieldValues, TTransformed = T>({
  name,
  control,
  helperText,
  describeError = (message) => message,
  ...props
}: FormTextFieldProps<T, TTransformed>) {
  const { field, fieldState } = useController<T, FieldPath<T>, TTransformed>({ name, control });
  const message = fieldState.error?.message;
  return (
    <OutlinedTextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={message ? describeError(message) : helperText}
    />
  );
}
