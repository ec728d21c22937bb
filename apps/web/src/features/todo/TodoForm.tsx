import { type NewTodo, type Todo, todoLabels } from '@conecta/contracts/todo';
import CircleIcon from '@mui/icons-material/Circle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { firstServerMessage, readApiFailure } from '../../app/apiFailure';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { OfferUndo } from '../../shell/collection';
import { applyServerErrors } from '../../shell/form/applyServerErrors';
import { FormTextField } from '../../shell/form/FormTextField';
import { useConfirmDiscard } from '../../shell/form/useConfirmDiscard';
import { selectLanguage } from '../../shell/i18n/languageSlice';
import { loadMessageTexts, useMessageText } from '../../shell/i18n/messages';
import { showMessage } from '../../shell/message/messageSlice';
import { useNewTodoMutation, useRemoveTodoMutation, useUpdateTodoMutation } from './api';
import { DateTimeField } from './DateTimeField';
import { todoNamespace } from './locales';
import { type TodoFormValues, todoFormFields, todoFormResolver, valuesOf } from './todoFormValues';
import { labelTitle } from './todoText';

interface TodoFormProps {
  todo?: Todo;
  fresh?: Partial<TodoFormValues>;
  offerUndo?: OfferUndo;
  /** Counts the dialog's attempts to close (Escape, the backdrop). */
  closeRequest: number;
  onClose(): void;
}

/** The to-do's inputs, checked by the contract; it saves, removes or restores, and asks before losing changes. */
export function TodoForm({ todo, fresh, offerUndo, closeRequest, onClose }: TodoFormProps) {
  const { t } = useTranslation(todoNamespace);
  const language = useAppSelector(selectLanguage);
  const sayMessage = useMessageText();
  const dispatch = useAppDispatch();
  const [create] = useNewTodoMutation();
  const [update] = useUpdateTodoMutation();
  const [remove, { isLoading: removing }] = useRemoveTodoMutation();
  const form = useForm<TodoFormValues, unknown, NewTodo>({
    mode: 'onTouched',
    defaultValues: valuesOf(todo, fresh),
    resolver: todoFormResolver,
  });
  const {
    control,
    handleSubmit,
    formState: { isDirty, isSubmitting },
  } = form;

  // Cancel, Escape, the backdrop and any link away ask first while there are unsaved changes.
  const discard = useConfirmDiscard(isDirty, {
    title: t('discardTitle'),
    message: t('discardText'),
    confirm: t('discardOk'),
    cancel: t('keepEditing'),
  });
  const requestClose = discard.guard(onClose);
  const [seenRequest, setSeenRequest] = useState(closeRequest);
  if (closeRequest !== seenRequest) {
    setSeenRequest(closeRequest);
    requestClose();
  }

  const say = (messageKey: 'created' | 'saved' | 'restored', variant: 'success' | 'info' = 'success') =>
    dispatch(showMessage({ message: t(messageKey), variant }));

  const onSubmit = handleSubmit(async (payload) => {
    try {
      if (todo) await update({ ...todo, ...payload, id: todo.id }).unwrap();
      else await create(payload).unwrap();
      say(todo ? 'saved' : 'created');
      discard.release(onClose);
    } catch (error) {
      const failure = readApiFailure(error);
      const said = firstServerMessage(failure);
      // The texts of the codes the server sent (platform ones are fetched on the first refusal).
      await loadMessageTexts(...Object.values(failure.fields), ...(said ? [said] : []));
      const placed = applyServerErrors(form, failure, { fields: todoFormFields, say: sayMessage });
      if (!placed) {
        dispatch(showMessage({ message: said ? sayMessage(said) : t('saveFailed'), variant: 'error' }));
      }
    }
  });

  const removeOrRestore = async () => {
    if (!todo) return;
    try {
      if (todo.deleted) {
        await update({ ...todo, deleted: false }).unwrap();
        say('restored', 'info');
      } else {
        await remove(todo.id).unwrap();
        // Undo saves it back as it was (not deleted).
        const failed = () => {
          dispatch(showMessage({ message: t('actionFailed'), variant: 'error' }));
          return false;
        };
        const undo = () =>
          update(todo)
            .unwrap()
            .then(() => true, failed);
        if (offerUndo) offerUndo({ message: t('removedOne'), undo });
        else dispatch(showMessage({ message: t('removedOne'), variant: 'info' }));
      }
      discard.release(onClose);
    } catch {
      dispatch(showMessage({ message: t('actionFailed'), variant: 'error' }));
    }
  };

  const flag = (name: 'completed' | 'starred' | 'important', label: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { 'data-testid': `todo-flag-${name}` } as object }}
            />
          }
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid="todo-form" sx={{ display: 'contents' }}>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box sx={{ pt: 1 }}>
          <FormTextField
            name="title"
            control={control}
            id="todo-title"
            label={t('field_title')}
            required
            autoFocus
            size="small"
            // The direction of what is typed (a Latin title in the Arabic console reads left to right).
            inputProps={{ maxLength: 200, dir: 'auto', 'data-testid': 'todo-form-title' } as object}
            describeError={sayMessage}
          />
        </Box>
        <FormTextField
          name="notes"
          control={control}
          id="todo-notes"
          label={t('field_notes')}
          multiline
          minRows={3}
          maxRows={10}
          size="small"
          inputProps={{ dir: 'auto' }}
          describeError={sayMessage}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {(['startDate', 'dueDate'] as const).map((name) => (
            <DateTimeField
              key={name}
              id={`todo-${name}`}
              name={name}
              control={control}
              label={t(`field_${name}`)}
              lang={language}
              describeError={sayMessage}
            />
          ))}
        </Box>
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <FormLabel component="legend">{t('labels')}</FormLabel>
          <Controller
            name="labels"
            control={control}
            render={({ field }) => (
              <FormGroup row>
                {todoLabels.map((label) => (
                  <FormControlLabel
                    key={label.id}
                    label={
                      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                        <CircleIcon sx={{ color: label.color, fontSize: 12 }} />
                        {labelTitle(t, label.id)}
                      </Box>
                    }
                    control={
                      <Checkbox
                        checked={field.value.includes(label.id)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, label.id]
                              : field.value.filter((id) => id !== label.id),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            )}
          />
        </Box>
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <FormLabel component="legend">{t('flags')}</FormLabel>
          <FormGroup row>
            {flag('completed', t('toggleCompleted'))}
            {flag('starred', t('toggleStarred'))}
            {flag('important', t('toggleImportant'))}
          </FormGroup>
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {todo && (
          <Button
            color={todo.deleted ? 'primary' : 'error'}
            onClick={removeOrRestore}
            loading={removing}
            sx={{ marginInlineEnd: 'auto' }}
            data-testid="todo-remove"
          >
            {t(todo.deleted ? 'restore' : 'remove')}
          </Button>
        )}
        <Button onClick={requestClose} data-testid="todo-cancel">
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting} data-testid="todo-save">
          {t(todo ? 'save' : 'create')}
        </Button>
      </DialogActions>
      {discard.dialog}
    </Box>
  );
}
