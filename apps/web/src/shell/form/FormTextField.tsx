import { messageText } from '@conecta/contracts/messages';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField';

/** What binds an input to a react-hook-form field. */
export interface BoundFieldProps<T extends FieldValues, TTransformed = T> {
  name: FieldPath<T>;
  /** The form's `control`, whatever its schema turns the values into. */
  control: Control<T, unknown, TTransformed>;
  /** Shown under the input while the field has no error. */
  helperText?: ReactNode;
  /**
   * The error's sentence in the page's language (a contract's check leaves its message code); the
   * code's English when left out, so a page without i18next (sign-in) shows the contract's text.
   */
  describeError?: (message: string) => ReactNode;
}

export type FormTextFieldProps<T extends FieldValues, TTransformed = T> = BoundFieldProps<T, TTransformed> &
  Omit<OutlinedTextFieldProps, keyof BoundFieldProps<T> | 'value' | 'error' | 'onChange' | 'onBlur' | 'inputRef'>;

/**
 * The props of an outlined input bound to a form field: its value and events, and its error
 * (from the schema or the server) shown in place of the helper text.
 */
export function useBoundField<T extends FieldValues, TTransformed = T>({
  name,
  control,
  helperText,
  describeError = messageText,
}: BoundFieldProps<T, TTransformed>) {
  const {
    field: { ref, value, ...field },
    fieldState: { error },
  } = useController<T, FieldPath<T>, TTransformed>({ name, control });
  const message = error?.message;
  return {
    ...field,
    value: value ?? '',
    inputRef: ref,
    error: Boolean(error),
    helperText: message ? describeError(message) : helperText,
  };
}

/** A text input bound to a react-hook-form field, labelled, with `aria-invalid` and `aria-describedby`. */
export function FormTextField<T extends FieldValues, TTransformed = T>({
  name,
  control,
  helperText,
  describeError,
  ...props
}: FormTextFieldProps<T, TTransformed>) {
  const bound = useBoundField({ name, control, helperText, describeError });
  return <OutlinedTextField {...props} {...bound} />;
}
