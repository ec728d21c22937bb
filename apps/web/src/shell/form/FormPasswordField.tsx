import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { visuallyHidden } from '../visuallyHidden';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export type FormPasswordFieldProps<T extends FieldValues, TTransformed = T> = Omit<
  FormTextFieldProps<T, TTransformed>,
  'type' | 'endAdornment'
> & {
  /** Names of the toggle, in the page's language. */
  showLabel: string;
  hideLabel: string;
};

/** A password input bound to a react-hook-form field, with a show/hide toggle. */
export function FormPasswordField<T extends FieldValues, TTransformed = T>({
  showLabel,
  hideLabel,
  ...props
}: FormPasswordFieldProps<T, TTransformed>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton edge="end" onClick={() => setVisible((shown) => !shown)}>
            {visible ? <VisibilityOff /> : <Visibility />}
            {/* Named by its content, not aria-label: label lookups for the field ("Senha",
                "Password") must not also match the button ("Mostrar senha"). */}
            <Box component="span" sx={visuallyHidden}>
              {visible ? hideLabel : showLabel}
            </Box>
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
