import { type CalendarItem, type NewCalendarItem, newCalendarItemSchema } from '@conecta/contracts/calendar';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch } from '../../app/hooks';
import { applyServerErrors } from '../../shell/form/applyServerErrors';
import { FormTextField } from '../../shell/form/FormTextField';
import { useConfirmDiscard } from '../../shell/form/useConfirmDiscard';
import { loadMessageTexts, useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { useCreateCalendarItemMutation, useRemoveCalendarItemMutation, useUpdateCalendarItemMutation } from './api';
import { calendarNamespace } from './locales';

/** The inputs the form has, for the server's field errors. */
const formFields = ['title', 'done'] as const;

export interface CalendarDialogProps {
  /** The item to edit; a new one when left out. */
  item?: CalendarItem;
  onClose(): void;
}

/** An item's form in a dialog: checked by the contract's schema, saved, or removed; it asks before losing changes. */
export default function CalendarDialog({ item, onClose }: CalendarDialogProps) {
  const { t } = useTranslation(calendarNamespace);
  const sayMessage = useMessageText();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [create] = useCreateCalendarItemMutation();
  const [update] = useUpdateCalendarItemMutation();
  const [remove, { isLoading: removing }] = useRemoveCalendarItemMutation();
  // The form holds what the schema reads (`done` may be left out) and hands over what it gives.
  const form = useForm<z.input<typeof newCalendarItemSchema>, unknown, NewCalendarItem>({
    mode: 'onTouched',
    defaultValues: { title: item?.title ?? '', done: item?.done ?? false },
    resolver: zodResolver(newCalendarItemSchema),
  });
  const {
    control,
    handleSubmit,
    formState: { isDirty, isSubmitting },
  } = form;
  const discard = useConfirmDiscard(isDirty);
  const close = discard.guard(onClose);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (item) await update({ id: item.id, changes: values }).unwrap();
      else await create(values).unwrap();
      dispatch(showMessage({ message: t(item ? 'saved' : 'created'), variant: 'success' }));
      discard.release(onClose);
    } catch (error) {
      const failure = readApiFailure(error);
      const said = firstServerMessage(failure);
      // The texts of the codes the server sent, so the refusal is said in the user's language.
      await loadMessageTexts(...Object.values(failure.fields), ...(said ? [said] : []));
      if (!applyServerErrors(form, failure, { fields: formFields, say: sayMessage })) {
        dispatch(showMessage({ message: said ? sayMessage(said) : t('saveFailed'), variant: 'error' }));
      }
    }
  });

  const removeItem = async () => {
    if (!item) return;
    try {
      await remove(item.id).unwrap();
      dispatch(showMessage({ message: t('removed'), variant: 'info' }));
      discard.release(onClose);
    } catch (error) {
      const said = firstServerMessage(readApiFailure(error));
      if (said) await loadMessageTexts(said);
      dispatch(showMessage({ message: said ? sayMessage(said) : t('actionFailed'), variant: 'error' }));
    }
  };

  return (
    <Dialog open fullWidth maxWidth="sm" aria-labelledby={titleId} onClose={close}>
      <DialogTitle id={titleId}>{t(item ? 'dialogEdit' : 'dialogNew')}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogContent sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
          <Box sx={{ pt: 1 }}>
            <FormTextField
              name="title"
              control={control}
              id="calendar-title"
              label={t('field_title')}
              required
              autoFocus
              size="small"
              describeError={sayMessage}
            />
          </Box>
          <Controller
            name="done"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                label={t('field_done')}
                control={
                  <Checkbox
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          {item && (
            <Button color="error" onClick={removeItem} loading={removing} sx={{ marginInlineEnd: 'auto' }}>
              {t('remove')}
            </Button>
          )}
          <Button onClick={close}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t(item ? 'save' : 'create')}
          </Button>
        </DialogActions>
      </Box>
      {discard.dialog}
    </Dialog>
  );
}
