import { type Contact, contactFields, contactsMessages, type NewContact } from '@conecta/contracts/contacts';
import { isStorableInstant } from '@conecta/contracts/dates';
import { avatarTypes } from '@conecta/contracts/file-uses';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { type ChangeEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { useUpload } from '../../app/upload';
import { applyServerErrors } from '../../shell/form/applyServerErrors';
import { FormTextField } from '../../shell/form/FormTextField';
import { useConfirmDiscard } from '../../shell/form/useConfirmDiscard';
import { loadMessageTexts, useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { PersonAvatar } from '../../shell/PersonAvatar';
import { useAddContactMutation, useRemoveContactsMutation, useUpdateContactMutation } from './api';
import { ContactMails } from './ContactMails';
import { fullName } from './contactColumns';
import { contactsNamespace } from './locales';

/** The text inputs, in the order the form shows them; the server's field errors land on them by name. */
const textFields = [
  'name',
  'lastName',
  'nickname',
  'company',
  'jobTitle',
  'email',
  'phone',
  'address',
  'birthday',
  'notes',
] as const;
const formFields = [...textFields, 'avatar'] as const;

/** The contract's fields, with the birthday as a date input gives it (`YYYY-MM-DD`, or empty). */
const formSchema = z.object({
  ...contactFields,
  birthday: z
    .string(contactsMessages.birthday)
    .check(
      z.refine(
        (value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isStorableInstant(`${value}T12:00:00.000Z`)),
        contactsMessages.birthday,
      ),
    ),
});
type FormValues = z.input<typeof formSchema>;
type Checked = z.infer<typeof formSchema>;
const resolver = zodResolver(formSchema);

function valuesOf(contact: Contact | undefined): FormValues {
  return {
    name: contact?.name ?? '',
    lastName: contact?.lastName ?? '',
    avatar: contact?.avatar ?? '',
    nickname: contact?.nickname ?? '',
    company: contact?.company ?? '',
    jobTitle: contact?.jobTitle ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    address: contact?.address ?? '',
    // Noon UTC is stored, so the day reads the same in every time zone.
    birthday: contact?.birthday?.slice(0, 10) ?? '',
    notes: contact?.notes ?? '',
  };
}

export interface ContactDialogProps {
  /** The contact to edit; a new one when left out. */
  contact?: Contact | undefined;
  onClose(): void;
}

/** A contact's form: every field, a photo through the upload module, checked by the contract; asks before losing changes. */
export default function ContactDialog({ contact, onClose }: ContactDialogProps) {
  const { t } = useTranslation(contactsNamespace);
  const sayMessage = useMessageText();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const sendFile = useUpload();
  const [add] = useAddContactMutation();
  const [update] = useUpdateContactMutation();
  const [remove, { isLoading: removing }] = useRemoveContactsMutation();
  const form = useForm<FormValues, unknown, Checked>({ mode: 'onTouched', defaultValues: valuesOf(contact), resolver });
  const {
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { isDirty, isSubmitting },
  } = form;
  const discard = useConfirmDiscard(isDirty);
  const close = discard.guard(onClose);
  const [uploading, setUploading] = useState<number | null>(null);
  const [photoRefusal, setPhotoRefusal] = useState<string | null>(null);
  const avatar = watch('avatar');
  const name = fullName({ name: watch('name'), lastName: watch('lastName') ?? '' });

  const choosePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a refusal) fires a change.
    event.target.value = '';
    if (!file) return;
    setPhotoRefusal(null);
    setUploading(0);
    const result = await sendFile<{ avatar: string }>({
      url: '/api/contacts-app/avatar',
      file,
      onProgress: (fraction) => setUploading(Math.round(fraction * 100)),
    });
    setUploading(null);
    if (result.ok) {
      setValue('avatar', result.data.avatar, { shouldDirty: true });
      return;
    }
    if (result.sessionEnded || result.aborted) return;
    const said = firstServerMessage(result.failure);
    if (said) await loadMessageTexts(said);
    setPhotoRefusal(said ? sayMessage(said) : t('photoFailed'));
  };

  const onSubmit = handleSubmit(async (values) => {
    const birthday = values.birthday ? `${values.birthday}T12:00:00.000Z` : null;
    const payload: NewContact = { ...values, birthday };
    try {
      if (contact) await update({ ...payload, id: contact.id }).unwrap();
      else await add(payload).unwrap();
      dispatch(showMessage({ message: t(contact ? 'saved' : 'created'), variant: 'success' }));
      discard.release(onClose);
    } catch (error) {
      const failure = readApiFailure(error);
      const said = firstServerMessage(failure);
      // The server names fields as `contact.<field>`: put each on its input.
      const fields = Object.fromEntries(
        Object.entries(failure.fields).map(([field, message]) => [field.replace(/^contact\./, ''), message]),
      );
      await loadMessageTexts(...Object.values(fields), ...(said ? [said] : []));
      if (!applyServerErrors(form, { ...failure, fields }, { fields: formFields, say: sayMessage })) {
        dispatch(showMessage({ message: said ? sayMessage(said) : t('saveFailed'), variant: 'error' }));
      }
    }
  });

  const removeContact = async () => {
    if (!contact) return;
    try {
      await remove([contact.id]).unwrap();
      dispatch(showMessage({ message: t('removed'), variant: 'info' }));
      discard.release(onClose);
    } catch (error) {
      const said = firstServerMessage(readApiFailure(error));
      if (said) await loadMessageTexts(said);
      dispatch(showMessage({ message: said ? sayMessage(said) : t('actionFailed'), variant: 'error' }));
    }
  };

  const field = (key: (typeof textFields)[number], extra: object = {}) => (
    <FormTextField
      key={key}
      name={key}
      control={control}
      id={`contact-${key}`}
      label={t(`field_${key}`)}
      size="small"
      describeError={sayMessage}
      {...extra}
    />
  );

  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby={titleId} onClose={close} data-testid="contact-dialog">
      <DialogTitle id={titleId}>{contact ? t('dialogEdit', { name: fullName(contact) }) : t('dialogNew')}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, pt: 1 }}>
            <PersonAvatar name={name} photoURL={avatar} alt="" size={64} />
            <Button variant="outlined" component="label" disabled={uploading !== null}>
              {t('choosePhoto')}
              <input
                hidden
                type="file"
                accept={avatarTypes.join(',')}
                onChange={choosePhoto}
                data-testid="contact-photo-input"
              />
            </Button>
            {avatar && (
              <Button color="error" onClick={() => setValue('avatar', '', { shouldDirty: true })}>
                {t('removePhoto')}
              </Button>
            )}
          </Box>
          {uploading !== null && <LinearProgress variant="determinate" value={uploading} aria-label={t('uploading')} />}
          {photoRefusal && <Alert severity="error">{photoRefusal}</Alert>}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {field('name', { required: true, autoFocus: true })}
            {field('lastName')}
            {field('nickname')}
            {field('company')}
            {field('jobTitle')}
            {field('email', { type: 'email', autoComplete: 'off' })}
            {field('phone', { type: 'tel', autoComplete: 'off' })}
            {field('birthday', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
          </Box>
          {field('address')}
          {field('notes', { multiline: true, minRows: 3 })}
          {contact && <ContactMails contactId={contact.id} />}
        </DialogContent>
        <DialogActions>
          {contact && (
            <Button
              color="error"
              onClick={removeContact}
              loading={removing}
              sx={{ marginInlineEnd: 'auto' }}
              data-testid="contact-remove"
            >
              {t('remove')}
            </Button>
          )}
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={isSubmitting} data-testid="contact-save">
            {t(contact ? 'save' : 'create')}
          </Button>
        </DialogActions>
      </Box>
      {discard.dialog}
    </Dialog>
  );
}
