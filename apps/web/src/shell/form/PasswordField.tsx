import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { visuallyHidden } from '../visuallyHidden';
import { OutlinedTextField, type OutlinedTextFieldProps } from './OutlinedTextField';

export type PasswordFieldProps = Omit<OutlinedTextFieldProps, 'type' | 'endAdornment'> & {
  /** Names of the toggle, in the page's language. */
  showLabel: string;
  hideLabel: string;
};

/** A password input with a show/hide toggle. */
export function PasswordField({ showLabel, hideLabel, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedTextField
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
