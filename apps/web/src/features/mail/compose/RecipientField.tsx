import { type MailAddress, mailAddressSchema, mailMessages } from '@conecta/contracts/mail';
import Autocomplete, { type AutocompleteRenderValueGetItemProps } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shell/i18n/messages';
import { PersonAvatar } from '../../../shell/PersonAvatar';
import { useDebouncedValue } from '../../../shell/useDebouncedValue';
import { type Contact, useMailContactsQuery } from './composeApi';
import { mailComposeNamespace } from './locales';

export interface RecipientFieldProps {
  label: string;
  value: MailAddress[];
  onChange(value: MailAddress[]): void;
  onBlur?(): void;
  /** The form's (or the server's) sentence about these recipients. */
  error?: string;
  autoFocus?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
}

type Option = Contact | MailAddress | string;

const labelOf = (option: Option) => (typeof option === 'string' ? option : option.name || option.email);
const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

type ChipProps = ReturnType<AutocompleteRenderValueGetItemProps<true>>;

/**
 * One recipient: a console account shows as that account (its name and photo, found by the address even when
 * it was typed), any other address as itself. The text keeps its own direction (`<bdi>`), so a Latin name
 * reads right in an Arabic page.
 */
export function RecipientChip({ address, chipProps }: { address: MailAddress; chipProps: ChipProps }) {
  const { data: found } = useMailContactsQuery(address.email);
  const account = found?.find((contact) => sameEmail(contact.email, address.email));
  const name = address.name || account?.name || address.email;
  const { key, ...props } = chipProps;
  return (
    <Chip
      key={key}
      {...props}
      size="small"
      title={address.email}
      // The chip greys its avatar's text; the initials stay white on their dark shade, as everywhere.
      sx={{ '& .MuiChip-avatar': { color: '#fff' } }}
      avatar={<PersonAvatar name={name} photoURL={account?.avatar || undefined} aria-hidden />}
      label={<bdi>{name}</bdi>}
    />
  );
}

/**
 * Addresses as chips: a console account picked from the suggestions, or any address typed and
 * confirmed with Enter, a comma or by leaving the field. A typed address that is not an email stays in
 * the input with the reason below it.
 */
export function RecipientField({ label, value, onChange, onBlur, error, autoFocus, inputRef }: RecipientFieldProps) {
  const say = useMessageText();
  const { t } = useTranslation(mailComposeNamespace);
  const [input, setInput] = useState('');
  const [invalid, setInvalid] = useState(false);
  const search = useDebouncedValue(input.trim(), 250);
  const { data: contacts = [], isFetching } = useMailContactsQuery(search, { skip: search === '' });
  const options = contacts.filter((contact) => !value.some((chosen) => sameEmail(chosen.email, contact.email)));

  /** Adds what was typed; false (and the reason shown) when it is not an email address. */
  const addTyped = (text: string): boolean => {
    const typed = text.trim().replace(/[,;]+$/, '');
    if (!typed) return true;
    const parsed = mailAddressSchema.safeParse({ name: '', email: typed });
    if (!parsed.success) {
      setInvalid(true);
      return false;
    }
    const known = contacts.find((contact) => sameEmail(contact.email, parsed.data.email));
    if (!value.some((chosen) => sameEmail(chosen.email, parsed.data.email))) {
      onChange([...value, { name: known?.name ?? '', email: parsed.data.email }]);
    }
    setInput('');
    return true;
  };

  const change = (next: Option[]) => {
    const last = next.at(-1);
    if (typeof last === 'string') {
      addTyped(last);
      return;
    }
    setInvalid(false);
    setInput('');
    onChange(next.filter((option) => typeof option !== 'string').map(({ name, email }) => ({ name, email })));
  };

  const message = invalid ? say(mailMessages.email) : error;
  return (
    <Autocomplete<Option, true, false, true>
      multiple
      freeSolo
      filterSelectedOptions
      value={value}
      options={options}
      filterOptions={(all) => all}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        // Only typing changes the text: a refused address must stay there to be corrected.
        if (reason !== 'input' && reason !== 'clear') return;
        setInvalid(false);
        // A comma or semicolon ends an address, as in every mail client.
        if (/[,;]$/.test(text)) addTyped(text);
        else setInput(text);
      }}
      onChange={(_event, next) => change(next)}
      onBlur={() => {
        addTyped(input);
        onBlur?.();
      }}
      getOptionLabel={labelOf}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const address = typeof option === 'string' ? { name: '', email: option } : option;
          return <RecipientChip key={address.email} address={address} chipProps={getItemProps({ index })} />;
        })
      }
      isOptionEqualToValue={(option, chosen) =>
        typeof option !== 'string' && typeof chosen !== 'string' && sameEmail(option.email, chosen.email)
      }
      loading={isFetching}
      loadingText={t('searching')}
      noOptionsText={t('noSuggestions')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          {typeof option === 'string' ? (
            option
          ) : (
            <Box sx={{ minWidth: 0 }}>
              <Typography noWrap>
                <bdi>{option.name || option.email}</bdi>
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                <bdi>{option.email}</bdi>
              </Typography>
            </Box>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          variant="standard"
          label={label}
          autoFocus={autoFocus}
          error={Boolean(message)}
          helperText={message}
          inputRef={inputRef}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, dir: 'auto' } }}
        />
      )}
    />
  );
}
