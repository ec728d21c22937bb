import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface FormTextFieldProps<T extends FieldValues, TTransformed = T> {
  name: FieldPath<T>;
  /** The form's `control`, whatever its schema turns the values into. */
  control: Control<T, unknown, TTransformed>;
  id: string;
  label: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
  multiline?: boolean;
  minRows?: number;
  maxRows?: number;
  /** Attributes of the `<input>` itself (`inputMode`, `maxLength`, `dir`). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  endAdornment?: ReactNode;
  /** Shown under the input while the field has no error. */
  helperText?: ReactNode;
  /** The error's sentence in the page's language (the form's messages are the contract's English). */
  describeError?: (message: string) => ReactNode;
}

/**
 * An outlined text input bound to a react-hook-form field: it shows the field's error (from the
 * schema or the server) in place of its helper text, marked `aria-invalid` and tied to the input
 * by `aria-describedby`. Composed from MUI's parts: `TextField` also bundles `Select` (with Menu,
 * Popover and Modal), which the sign-in pages must not pay for.
 */
export function FormTextField<T extends FieldValues, TTransformed = T>({
  name,
  control,
  id,
  label,
  required,
  size,
  helperText,
  describeError,
  ...input
}: FormTextFieldProps<T, TTransformed>) {
  const {
    field: { ref, value, ...field },
    fieldState,
  } = useController<T, FieldPath<T>, TTransformed>({ name, control });
  const error = fieldState.error?.message;
  const helper = error ? (describeError ? describeError(error) : error) : helperText;
  const helperId = `${id}-helper-text`;
  return (
    // MUI marks the input `aria-invalid` from the control's `error`.
    <FormControl variant="outlined" fullWidth error={Boolean(fieldState.error)} required={required} size={size}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        {...field}
        value={value ?? ''}
        inputRef={ref}
        id={id}
        label={label}
        aria-describedby={helper ? helperId : undefined}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
