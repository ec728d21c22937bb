import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense, useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry } from '../recovery/retryImport';
import { richTextNamespace } from './locales';

// Tiptap is its own chunk: fetched when a form with rich text opens (a mail, an article), never by other pages.
const RichTextEditor = lazyWithRetry(() => import('./RichTextEditor'));

export interface RichTextFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  /** The error's sentence in the page's language (a contract's check leaves its message code). */
  describeError?: (message: string) => ReactNode;
  testId?: string;
}

/** A form's rich-text field: a label, the editor (a skeleton while it loads) and the field's error. */
export function RichTextField<T extends FieldValues>({
  name,
  control,
  label,
  describeError,
  testId,
}: RichTextFieldProps<T>) {
  const { t } = useTranslation(richTextNamespace);
  const labelId = useId();
  const helpId = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <Box>
          <Typography id={labelId} variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
            {label}
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
              testId={testId}
            />
          </Suspense>
          {error?.message && (
            <FormHelperText id={helpId} error>
              {describeError ? describeError(error.message) : error.message}
            </FormHelperText>
          )}
        </Box>
      )}
    />
  );
}
