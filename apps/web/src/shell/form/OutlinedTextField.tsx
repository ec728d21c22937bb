import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEventHandler, FocusEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface OutlinedTextFieldProps {
  id: string;
  name: string;
  label: string;
  value?: string;
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
  error?: boolean;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  endAdornment?: ReactNode;
  /**
   * Keeps the helper text's line even while it is empty, so an error appearing when the field is left
   * (console-core §5) moves nothing below it: a click on the link under the form lands where aimed.
   */
  reserveHelperText?: boolean;
}

/**
 * MUI's outlined text field, composed from its parts: `TextField` also bundles `Select` (with
 * Menu, Popover and Modal), which the sign-in pages must not pay for. MUI marks the input
 * `aria-invalid` from the control's `error`; the helper text describes it.
 */
export function OutlinedTextField({
  id,
  label,
  error,
  helperText,
  required,
  size,
  reserveHelperText = false,
  ...input
}: OutlinedTextFieldProps) {
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" fullWidth error={error} required={required} size={size}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput {...input} id={id} label={label} aria-describedby={helperText ? helperId : undefined} />
      {helperText ? (
        <FormHelperText id={helperId}>{helperText}</FormHelperText>
      ) : (
        reserveHelperText && <FormHelperText aria-hidden>{'\u00a0'}</FormHelperText>
      )}
    </FormControl>
  );
}
