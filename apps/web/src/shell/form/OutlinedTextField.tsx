import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEventHandler, FocusEventHandler, ReactNode, Ref } from 'react';

export interface OutlinedTextFieldProps {
  id: string;
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  endAdornment?: ReactNode;
}

/**
 * MUI's outlined text field, composed from its parts. `TextField` also bundles `Select` (with
 * Menu, Popover and Modal), which the sign-in pages must not pay for.
 */
export function OutlinedTextField({ id, label, error, helperText, endAdornment, ...input }: OutlinedTextFieldProps) {
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" fullWidth error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        endAdornment={endAdornment}
        aria-describedby={helperText ? helperId : undefined}
        aria-invalid={error || undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
