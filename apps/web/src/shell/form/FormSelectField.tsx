import { messageText } from '@conecta/contracts/messages';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface FormSelectOption {
  value: string;
  label: ReactNode;
}

export interface FormSelectFieldProps<T extends FieldValues, TTransformed = T> {
  name: FieldPath<T>;
  /** The form's `control`, whatever its schema turns the values into. */
  control: Control<T, unknown, TTransformed>;
  id: string;
  label: string;
  options: readonly FormSelectOption[];
  required?: boolean;
  size?: 'small' | 'medium';
  /** Shown under the input while the field has no error. */
  helperText?: ReactNode;
  /** The error's sentence in the page's language (the form's messages are the contract's English). */
  describeError?: (message: string) => ReactNode;
  /** The label of an empty first choice, for a field that may be left unset. */
  emptyOption?: ReactNode;
  /** Test id of the element that opens the list. */
  testId?: string;
}

/**
 * A select bound to a react-hook-form field: shows the field's error (from the schema or the
 * server) in place of its helper text; MUI wires the label, `aria-invalid` and `aria-describedby`.
 */
export function FormSelectField<T extends FieldValues, TTransformed = T>({
  name,
  control,
  id,
  label,
  options,
  required,
  size,
  helperText,
  describeError = messageText,
  emptyOption,
  testId,
}: FormSelectFieldProps<T, TTransformed>) {
  const { field, fieldState } = useController<T, FieldPath<T>, TTransformed>({ name, control });
  const message = fieldState.error?.message;
  return (
    <TextField
      select
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      id={id}
      label={label}
      required={required}
      fullWidth
      size={size}
      error={Boolean(fieldState.error)}
      helperText={message ? describeError(message) : helperText}
      slotProps={{
        select: {
          SelectDisplayProps: {
            'aria-invalid': Boolean(fieldState.error) || undefined,
            ...(testId ? { 'data-testid': testId } : {}),
          } as object,
        },
      }}
    >
      {emptyOption && (
        <MenuItem value="">
          <em>{emptyOption}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
