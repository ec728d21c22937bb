import type { DeviceOwner } from '@conecta/contracts/devices';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../shell/useDebouncedValue';
import { useOwnerOptionsQuery } from './api';
import { OwnerLabel } from './cells';
import type { DeviceText } from './labels';

/** The "nobody" choice of the owner filter: `owner=none` in the URL. */
export const unassignedId = 'none';

export interface OwnerPickerProps {
  value: DeviceOwner | null;
  onChange(owner: DeviceOwner | null): void;
  label: string;
  text: DeviceText;
  /** Offer "Unassigned" first (the list filter); its id is `none`. */
  includeUnassigned?: boolean;
  /** Put on the text input, so a test can type into it. */
  inputTestId?: string;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  error?: boolean;
  helperText?: string;
  fullWidth?: boolean;
  minWidth?: number;
}

/**
 * An account, found by name or email on the server as the user types (there may be thousands of
 * accounts, so they are never all loaded). Asks nothing until it is opened.
 */
export function OwnerPicker({
  value,
  onChange,
  label,
  text,
  includeUnassigned = false,
  inputTestId,
  size = 'small',
  autoFocus,
  error,
  helperText,
  fullWidth,
  minWidth = 200,
}: OwnerPickerProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 250);
  const { data, isFetching } = useOwnerOptionsQuery(query, { skip: !open });

  const unassigned = useMemo<DeviceOwner>(
    () => ({ id: unassignedId, displayName: text.t('unassigned'), email: '', photoURL: '' }),
    [text],
  );
  const options = useMemo(() => {
    const found = data ?? [];
    return includeUnassigned && !query ? [unassigned, ...found] : found;
  }, [data, includeUnassigned, query, unassigned]);

  return (
    <Autocomplete<DeviceOwner>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, owner) => onChange(owner)}
      // What the person typed searches; the label put there by choosing an option does not.
      onInputChange={(_event, input, reason) => setSearch(reason === 'input' ? input : '')}
      options={options}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(owner) => owner.displayName || owner.email}
      loading={isFetching}
      loadingText={text.t('loadingOptions')}
      noOptionsText={text.t('noOwnerMatch')}
      openText={text.t('pickerOpen')}
      closeText={text.t('pickerClose')}
      clearText={text.t('pickerClear')}
      size={size}
      fullWidth={fullWidth}
      sx={fullWidth ? undefined : { minWidth }}
      renderOption={({ key, ...props }, owner) => (
        <Box component="li" key={key} {...props} data-value={owner.id}>
          {owner.id === unassignedId ? (
            <Typography sx={{ fontStyle: 'italic' }}>{owner.displayName}</Typography>
          ) : (
            <Box sx={{ minWidth: 0 }}>
              <OwnerLabel owner={owner} text={text} />
              <Typography variant="caption" color="text.secondary" component="div" sx={{ pl: 4 }}>
                {owner.email}
              </Typography>
            </Box>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {isFetching && open ? <CircularProgress color="inherit" size={16} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': inputTestId },
          }}
        />
      )}
    />
  );
}
