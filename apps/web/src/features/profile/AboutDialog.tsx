import { type ProfileAbout, type ProfileAboutChanges, profileAboutChangesSchema } from '@conecta/contracts/profile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { applyServerErrors } from '../../shell/form/applyServerErrors';
import { FormTextField } from '../../shell/form/FormTextField';
import { useConfirmDiscard } from '../../shell/form/useConfirmDiscard';
import { fieldValidation } from '../../shell/form/validationMode';
import { loadMessageTexts, useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { type AboutForm, type AboutFormField, aboutFormFields, fieldOf, toChanges, toForm } from './aboutForm';
import { useUpdateProfileAboutMutation } from './api';
import { profileNamespace } from './locales';

/** The contract's check on what the form becomes; each error goes on the input its path names. */
const resolver: Resolver<AboutForm, unknown, ProfileAboutChanges> = async (values) => {
  const checked = profileAboutChangesSchema.safeParse(toChanges(values));
  if (checked.success) return { values: checked.data, errors: {} };
  const errors: Record<string, Record<string, { type: string; message: string }>> = {};
  for (const issue of checked.error.issues) {
    const field = fieldOf(issue.path);
    if (!field) continue;
    const [part = '', name = ''] = field.split('.');
    errors[part] ??= {};
    const inPart = errors[part];
    if (inPart && !inPart[name]) inPart[name] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<AboutForm> };
};

const multiline = new Set<AboutFormField>([
  'general.locations', 'general.about', 'work.skills', 'work.jobs', 'contact.address', 'contact.tel',
  'contact.websites', 'contact.emails',
]); // biome-ignore format: a table of names
const hints: Partial<Record<AboutFormField, 'hint_birthday' | 'hint_lines' | 'hint_jobs'>> = {
  'general.birthday': 'hint_birthday',
  'general.locations': 'hint_lines',
  'work.jobs': 'hint_jobs',
  'contact.tel': 'hint_lines',
  'contact.websites': 'hint_lines',
  'contact.emails': 'hint_lines',
};
const ltrFields = new Set<AboutFormField>(['general.birthday', 'contact.tel', 'contact.websites', 'contact.emails']);
const parts = [
  { title: 'general', fields: aboutFormFields.filter((field) => field.startsWith('general.')) },
  { title: 'work', fields: aboutFormFields.filter((field) => field.startsWith('work.')) },
  { title: 'contact', fields: aboutFormFields.filter((field) => field.startsWith('contact.')) },
] as const;

/** The general, work and contact parts in a dialog: checked by the contract, saved whole, guarded from loss. */
export default function AboutDialog({ about, onClose }: { about: ProfileAbout; onClose(): void }) {
  const { t } = useTranslation(profileNamespace);
  const sayMessage = useMessageText();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const idPrefix = useId();
  const [save] = useUpdateProfileAboutMutation();
  const form = useForm<AboutForm, unknown, ProfileAboutChanges>({
    ...fieldValidation,
    defaultValues: toForm(about),
    resolver,
  });
  const {
    control,
    handleSubmit,
    formState: { isDirty, isSubmitting },
  } = form;
  const discard = useConfirmDiscard(isDirty);
  const close = discard.guard(onClose);

  const onSubmit = handleSubmit(async (changes) => {
    try {
      await save(changes).unwrap();
      dispatch(showMessage({ message: t('saved'), variant: 'success' }));
      discard.release(onClose);
    } catch (error) {
      const failure = readApiFailure(error);
      const said = firstServerMessage(failure);
      await loadMessageTexts(...Object.values(failure.fields), ...(said ? [said] : []));
      // The server names list entries by their index (`contact.emails.1`): each goes on its list's input.
      const fields = Object.fromEntries(
        Object.entries(failure.fields).flatMap(([path, message]) => {
          const field = fieldOf(path);
          return field ? [[field, message]] : [];
        }),
      );
      if (!applyServerErrors(form, { fields }, { fields: aboutFormFields, say: sayMessage })) {
        dispatch(showMessage({ message: said ? sayMessage(said) : t('saveFailed'), variant: 'error' }));
      }
    }
  });

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('dialogAbout')}</DialogTitle>
      <form onSubmit={onSubmit} noValidate>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {parts.map((part) => (
            <Box key={part.title} component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 2 }}>
              <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
                {t(part.title)}
              </Typography>
              {part.fields.map((field) => {
                const hint = hints[field];
                return (
                  <FormTextField
                    key={field}
                    id={`${idPrefix}-${field}`}
                    name={field}
                    control={control}
                    label={t(`field_${field.split('.')[1] as 'gender'}`)}
                    multiline={multiline.has(field)}
                    minRows={multiline.has(field) ? 2 : undefined}
                    helperText={hint ? t(hint) : undefined}
                    describeError={sayMessage}
                    inputProps={ltrFields.has(field) ? { dir: 'ltr' } : undefined}
                  />
                );
              })}
            </Box>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
