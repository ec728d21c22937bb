import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '../../../shell/recovery/retryImport';
import type { ComposeValues } from './composeValues';
import { mailComposeNamespace } from './locales';

// Tiptap is its own chunk: fetched when a compose window opens, never by other pages.
const RichTextEditor = lazyWithRetry(() => import('./RichTextEditor'));

/** The body: a label, the rich-text editor (a skeleton while it loads) and the field's error. */
export function MessageField({ control }: { control: Control<ComposeValues> }) {
  const { t } = useTranslation(mailComposeNamespace);
  const labelId = useId();
  const helpId = useId();
  return (
    <Controller
      name="message"
      control={control}
      render={({ field, fieldState: { error } }) => (
        <Box>
          <Typography id={labelId} variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
            {t('message')}
          </Typography>
          <Suspense
            fallback={<Skeleton variant="rounded" height={260} role="progressbar" aria-label={t('loadingEditor')} />}
          >
            <RichTextEditor
              initialValue={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelId={labelId}
              describedBy={error ? helpId : undefined}
              invalid={Boolean(error)}
            />
          </Suspense>
          {error && (
            <FormHelperText id={helpId} error>
              {error.message}
            </FormHelperText>
          )}
        </Box>
      )}
    />
  );
}
