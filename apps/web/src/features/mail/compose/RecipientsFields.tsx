import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ComposeValues } from './composeValues';
import { mailComposeNamespace } from './locales';
import { RecipientField } from './RecipientField';

type RecipientList = 'to' | 'cc' | 'bcc';

function BoundRecipients({
  name,
  control,
  autoFocus,
}: {
  name: RecipientList;
  control: Control<ComposeValues>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation(mailComposeNamespace);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <RecipientField
          label={t(name)}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          autoFocus={autoFocus && field.value.length === 0}
        />
      )}
    />
  );
}

/** To, then Cc and Bcc once asked for (or already filled, as in a reply to all). */
export function RecipientsFields({ control, initial }: { control: Control<ComposeValues>; initial: ComposeValues }) {
  const { t } = useTranslation(mailComposeNamespace);
  const [showCc, setShowCc] = useState(initial.cc.length > 0);
  const [showBcc, setShowBcc] = useState(initial.bcc.length > 0);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <BoundRecipients name="to" control={control} autoFocus />
        </Box>
        {!showCc && (
          <Button size="small" title={t('addCc')} onClick={() => setShowCc(true)}>
            {t('cc')}
          </Button>
        )}
        {!showBcc && (
          <Button size="small" title={t('addBcc')} onClick={() => setShowBcc(true)}>
            {t('bcc')}
          </Button>
        )}
      </Box>
      {showCc && <BoundRecipients name="cc" control={control} autoFocus={initial.cc.length === 0} />}
      {showBcc && <BoundRecipients name="bcc" control={control} autoFocus={initial.bcc.length === 0} />}
    </>
  );
}
